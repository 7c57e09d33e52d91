import { commitIsPending, holdingEffectsUntilCommit, whenCommitted } from './after-commit.js';

describe('whenCommitted', () => {
  it('runs an effect at once when no outer transaction holds the commit', () => {
    const seen: string[] = [];
    whenCommitted(() => seen.push('now'));
    expect(seen).toEqual(['now']);
    expect(commitIsPending()).toBe(false);
  });

  it('holds effects until the outer work has resolved, then runs them in order', async () => {
    const seen: string[] = [];
    const result = await holdingEffectsUntilCommit(async () => {
      expect(commitIsPending()).toBe(true);
      whenCommitted(() => seen.push('first'));
      await Promise.resolve();
      whenCommitted(async () => void seen.push('second'));
      seen.push('work done');
      return 7;
    });
    expect(result).toBe(7);
    expect(seen).toEqual(['work done', 'first', 'second']);
  });

  it('forgets them when the outer work fails (nothing was committed)', async () => {
    const seen: string[] = [];
    await expect(
      holdingEffectsUntilCommit(async () => {
        whenCommitted(() => seen.push('never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
  });

  it('a failing effect does not fail the committed work nor stop the next effect', async () => {
    const seen: string[] = [];
    await holdingEffectsUntilCommit(async () => {
      whenCommitted(() => {
        throw new Error('socket away');
      });
      whenCommitted(() => seen.push('next'));
    });
    expect(seen).toEqual(['next']);
  });
});
