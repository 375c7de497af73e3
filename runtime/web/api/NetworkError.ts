/** The request never got an answer (server down, connection lost): no status, no body, only the catalog's sentence. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}
