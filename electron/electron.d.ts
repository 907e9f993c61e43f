// The slice of Electron's API the shell uses, so `tsc` passes where the `electron` package (an optional
// dependency whose binary needs the internet) is not installed. Signatures follow Electron 41's own types;
// where the package is installed its declarations merge with these (skipLibCheck keeps that quiet).
declare module 'electron' {
  interface ElectronEvent {
    preventDefault(): void;
  }

  interface NavigationEvent extends ElectronEvent {
    url: string;
  }

  interface WebFrameMain {
    readonly url: string;
  }

  interface HandlerDetails {
    url: string;
  }

  type WindowOpenHandlerResponse = { action: 'deny' } | { action: 'allow' };

  interface WebContents {
    readonly id: number;
    send(channel: string, ...args: unknown[]): void;
    isDestroyed(): boolean;
    setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
    on(
      event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
      listener: (event: NavigationEvent) => void,
    ): this;
    on(event: 'will-attach-webview', listener: (event: ElectronEvent) => void): this;
  }

  interface WebPreferences {
    preload?: string;
    contextIsolation?: boolean;
    sandbox?: boolean;
    nodeIntegration?: boolean;
    nodeIntegrationInSubFrames?: boolean;
    webSecurity?: boolean;
    webviewTag?: boolean;
    allowRunningInsecureContent?: boolean;
    navigateOnDragDrop?: boolean;
    spellcheck?: boolean;
  }

  interface Rectangle {
    x: number;
    y: number;
    width: number;
    height: number;
  }

  interface Display {
    id: number;
    workArea: Rectangle;
  }

  interface Screen {
    getAllDisplays(): Display[];
    getDisplayMatching(rect: Rectangle): Display;
  }

  interface MenuItemConstructorOptions {
    id?: string;
    label?: string;
    role?:
      | 'appMenu'
      | 'fileMenu'
      | 'editMenu'
      | 'windowMenu'
      | 'togglefullscreen'
      | 'resetZoom'
      | 'zoomIn'
      | 'zoomOut';
    type?: 'normal' | 'separator' | 'submenu' | 'checkbox' | 'radio';
    accelerator?: string;
    click?: () => void;
    submenu?: MenuItemConstructorOptions[];
  }

  interface MenuItem {
    click(): void;
  }

  class Menu {
    static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu;
    static setApplicationMenu(menu: Menu | null): void;
    static getApplicationMenu(): Menu | null;
    getMenuItemById(id: string): MenuItem | null;
  }

  interface BrowserWindowConstructorOptions {
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    minWidth?: number;
    minHeight?: number;
    show?: boolean;
    title?: string;
    backgroundColor?: string;
    webPreferences?: WebPreferences;
  }

  class BrowserWindow {
    constructor(options?: BrowserWindowConstructorOptions);
    static getAllWindows(): BrowserWindow[];
    readonly webContents: WebContents;
    loadURL(url: string): Promise<void>;
    isMinimized(): boolean;
    isDestroyed(): boolean;
    restore(): void;
    show(): void;
    focus(): void;
    close(): void;
    getBounds(): Rectangle;
    setBounds(bounds: Partial<Rectangle>): void;
    once(event: 'ready-to-show', listener: () => void): this;
    on(event: 'closed', listener: () => void): this;
  }

  interface App {
    whenReady(): Promise<void>;
    quit(): void;
    exit(exitCode?: number): void;
    enableSandbox(): void;
    requestSingleInstanceLock(): boolean;
    getPath(name: 'appData' | 'userData'): string;
    setPath(name: 'userData', path: string): void;
    getAppPath(): string;
    on(event: 'web-contents-created', listener: (event: ElectronEvent, contents: WebContents) => void): this;
    on(event: 'second-instance' | 'activate' | 'window-all-closed' | 'will-quit', listener: () => void): this;
  }

  interface IpcMainInvokeEvent extends ElectronEvent {
    readonly sender: WebContents;
    /** Null once the frame has navigated away or been destroyed. */
    readonly senderFrame: WebFrameMain | null;
  }

  interface IpcMain {
    handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  }

  interface CustomScheme {
    scheme: string;
    privileges?: {
      standard?: boolean;
      secure?: boolean;
      supportFetchAPI?: boolean;
      corsEnabled?: boolean;
      codeCache?: boolean;
    };
  }

  interface Protocol {
    registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
  }

  interface Session {
    setPermissionRequestHandler(
      handler:
        ((contents: WebContents, permission: string, callback: (granted: boolean) => void) => void) | null,
    ): void;
    setPermissionCheckHandler(
      handler:
        ((contents: WebContents | null, permission: string, requestingOrigin: string) => boolean) | null,
    ): void;
  }

  interface Shell {
    openExternal(url: string): Promise<void>;
  }

  interface MessageBoxOptions {
    type?: 'none' | 'info' | 'error' | 'question' | 'warning';
    title?: string;
    message: string;
    detail?: string;
  }

  interface Dialog {
    showErrorBox(title: string, content: string): void;
    showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
  }

  type IpcRendererEvent = ElectronEvent;

  interface IpcRenderer {
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
    on(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
    removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
  }

  interface ContextBridge {
    exposeInMainWorld(apiKey: string, api: unknown): void;
  }

  export const app: App;
  export const ipcMain: IpcMain;
  export const protocol: Protocol;
  export const session: { readonly defaultSession: Session };
  export const shell: Shell;
  export const dialog: Dialog;
  export const screen: Screen;
  export const ipcRenderer: IpcRenderer;
  export const contextBridge: ContextBridge;
  export { BrowserWindow, Menu };
  export type {
    App,
    ElectronEvent,
    HandlerDetails,
    IpcMainInvokeEvent,
    IpcRendererEvent,
    NavigationEvent,
    Display,
    MenuItemConstructorOptions,
    Rectangle,
    Session,
    WebContents,
    WindowOpenHandlerResponse,
  };
}
