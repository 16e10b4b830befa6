/**
 * Resolves in a new task, so the work after it does not lengthen the current one: a long task blocks a tap on a cheap
 * phone for as long as it lasts. A message, not a timer: timers of a hidden tab wait a second or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
