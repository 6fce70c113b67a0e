export { nextTask } from './nextTask.js';
export { ownTask } from './ownTask.js';
