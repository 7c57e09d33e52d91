import { UserType } from '../../domain/user-type.js';
import { dashboardRequirement, JOBS_DASHBOARD_LEVEL } from './jobs-dashboard-access.js';
import { dashboardToken } from './jobs-dashboard.js';

describe('the jobs dashboard access', () => {
  it('is Admin to look, from the access table', () => {
    expect(JOBS_DASHBOARD_LEVEL).toBe(UserType.Admin);
    expect(dashboardRequirement('GET', '/api/queues')).toEqual({ level: UserType.Admin });
    expect(dashboardRequirement('GET', undefined)).toEqual({ level: UserType.Admin });
  });

  it('lets admins retry failed jobs and promote delayed ones', () => {
    expect(dashboardRequirement('PUT', '/api/queues/:queueName/:jobId/retry')).toEqual({
      level: UserType.Admin,
      failedOnly: true,
    });
    expect(dashboardRequirement('PUT', '/api/queues/:queueName/retry/:queueStatus')).toEqual({
      level: UserType.Admin,
      failedOnly: true,
    });
    expect(dashboardRequirement('PUT', '/api/queues/:queueName/:jobId/promote')).toEqual({ level: UserType.Admin });
  });

  it('keeps every other action, and any unknown write, for the Owner', () => {
    for (const route of [
      '/api/queues/:queueName/pause',
      '/api/queues/:queueName/clean/:queueStatus',
      '/api/queues/:queueName/obliterate',
      '/api/queues/:queueName/add',
      '/api/queues/pause',
      undefined,
    ]) {
      expect([route, dashboardRequirement('PUT', route).level]).toEqual([route, UserType.Owner]);
    }
    expect(dashboardRequirement('POST', '/api/queues/:queueName/add').level).toBe(UserType.Owner);
    expect(dashboardRequirement('PATCH', '/api/queues/:queueName/:jobId/update-data').level).toBe(UserType.Owner);
    // The retry route with another method is not the retry.
    expect(dashboardRequirement('POST', '/api/queues/:queueName/:jobId/retry').level).toBe(UserType.Owner);
  });

  it('reads the session from the Bearer header first, then the dashboard cookie', () => {
    expect(dashboardToken({ authorization: 'Bearer abc', cookie: 'league_jobs=def' })).toEqual({
      token: 'abc',
      fromCookie: false,
    });
    expect(dashboardToken({ cookie: 'other=1; league_jobs=d%3Def; more=2' })).toEqual({
      token: 'd=ef',
      fromCookie: true,
    });
    expect(dashboardToken({ cookie: 'league_jobs=' })).toBeUndefined();
    expect(dashboardToken({ cookie: 'league_jobs=%E0%A4%A' })).toBeUndefined();
    expect(dashboardToken({ authorization: 'Basic abc' })).toBeUndefined();
    expect(dashboardToken({})).toBeUndefined();
  });
});
