/**
 * One requestAnimationFrame loop shared by the motion layer: listeners only record input and
 * ask for a frame; each task runs at most once per frame, reads first, then writes.
 */
type Task = () => void;

const tasks = new Set<Task>();
let scheduled = false;

function flush() {
  scheduled = false;
  const run = [...tasks];
  tasks.clear();
  for (const task of run) task();
}

export function scheduleFrame(task: Task): void {
  tasks.add(task);
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(flush);
  }
}

export function cancelFrame(task: Task): void {
  tasks.delete(task);
}
