import { nextTask } from './nextTask.js';
import { ownTask } from './ownTask.js';

describe('ownTask', () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete global.scheduler;
  });

  it("queues a task with the browser's scheduler and resolves when it has run", async () => {
    const postTask = jest.fn((callback: () => void) => Promise.resolve().then(callback));
    global.scheduler = { postTask };
    const task = ownTask();
    expect(task).not.toBeNull();
    expect(postTask).toHaveBeenCalledTimes(1);
    await expect(task).resolves.toBeUndefined();
  });

  it('is null where the browser has no task scheduler', () => {
    expect(ownTask()).toBeNull();
  });
});

describe('nextTask', () => {
  it('resolves only after the tasks already queued have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['queued before', 'after']);
  });
});
