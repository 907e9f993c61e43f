// The renderer's only door to the host: window.marshal = { request, subscribe }. The page never sees
// ipcRenderer itself, so it cannot send on any other channel. Sandboxed preloads must stay CommonJS-bundled
// and import nothing but `electron` (and types).
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import type {
  Answer,
  MarshalApi,
  Push,
  RequestName,
  RequestPayload,
  Responses,
} from '../src/host/contract.ts';

const api: MarshalApi = {
  request: <N extends RequestName>(name: N, payload: RequestPayload<N>) =>
    ipcRenderer.invoke('marshal:request', name, payload) as Promise<Answer<Responses[N]>>,
  subscribe(listener) {
    const relay = (_event: IpcRendererEvent, push: unknown) => listener(push as Push);
    ipcRenderer.on('marshal:push', relay);
    return () => {
      ipcRenderer.removeListener('marshal:push', relay);
    };
  },
};

contextBridge.exposeInMainWorld('marshal', api);
