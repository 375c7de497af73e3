import { connect } from 'node:net';

/** Nothing accepts a connection on the port (of 127.0.0.1). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
