// An XMLHttpRequest stand-in for Uppy's XHRUpload in jsdom: records each request (method, URL, headers,
// multipart entries in order) and answers it through the test's handler, with one upload-progress event.

export interface XhrRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The multipart entries in the order they were appended: strings, or files with their names. */
  readonly entries: readonly (readonly [string, string | File])[];
}

export interface XhrAnswer {
  /** 0 is a request that never got an answer (a network error). */
  readonly status: number;
  readonly body?: unknown;
}

export type XhrHandler = (request: XhrRequest) => XhrAnswer | Promise<XhrAnswer>;

export interface FakeXhr {
  readonly requests: XhrRequest[];
  setHandler(handler: XhrHandler): void;
  restore(): void;
}

/** Replaces window.XMLHttpRequest until restore(); answers 200 { uploadURL } unless a handler says otherwise. */
export function installFakeXhr(): FakeXhr {
  const original = globalThis.XMLHttpRequest;
  const requests: XhrRequest[] = [];
  let handler: XhrHandler = () => ({ status: 200, body: { uploadURL: '/api/uploads/deliveries/x', name: 'x' } });

  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response: unknown = '';
    responseType: XMLHttpRequestResponseType = '';
    withCredentials = false;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    #method = 'GET';
    #url = '';
    #headers: Record<string, string> = {};
    #aborted = false;

    open(method: string, url: string): void {
      this.#method = method.toUpperCase();
      this.#url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string): void {
      this.#headers[name] = value;
    }

    abort(): void {
      this.#aborted = true;
    }

    getAllResponseHeaders(): string {
      return 'content-type: application/json\r\n';
    }

    getResponseHeader(): string | null {
      return 'application/json';
    }

    send(body: unknown): void {
      const entries = body instanceof FormData ? [...body.entries()].map(([name, value]) => [name, value] as const) : [];
      const request: XhrRequest = { method: this.#method, url: this.#url, headers: { ...this.#headers }, entries };
      requests.push(request);
      const size = entries.reduce((total, [, value]) => total + (typeof value === 'string' ? value.length : value.size), 0);
      void Promise.resolve(handler(request)).then((answer) => {
        if (this.#aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size });
        this.readyState = 4;
        this.status = answer.status;
        this.statusText = answer.status === 0 ? '' : String(answer.status);
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.response = this.responseText;
        if (answer.status === 0) this.onerror?.();
        else this.onload?.();
      });
    }
  }

  // jsdom's own XMLHttpRequest would try the network; Uppy only uses the members above.
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    setHandler(next) {
      handler = next;
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
