import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { firstFieldFailure } from '../../../shared/domain/field-table.js';
import { LOG_IN_FIELDS } from '../domain/account.fields.js';

/**
 * Accepts api.md §3's `{ userName, password }` and the write shape `{ data: {...} }`,
 * and answers a missing field in the words of product §5.1 instead of passport's "Missing credentials".
 */
@Injectable()
// 'local' is PassportLocalStrategy's name (infrastructure/passport-local.strategy.ts): the guard runs it.
export class LocalLoginGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ body?: Record<string, unknown> }>();
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const credentials = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
    const failure = firstFieldFailure(LOG_IN_FIELDS, credentials);
    if (failure) throw failure;
    request.body = { userName: credentials.userName, password: credentials.password };
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return user;
  }
}
