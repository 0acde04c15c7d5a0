// What the request client may do to the screen. The shell implements it with Mantine
// (notifications, modals, router); tests implement it with recorders.

export type NoticeColor = 'red' | 'yellow' | 'blue';

export interface Notice {
  color: NoticeColor;
  message: string;
  /** ms until the notice closes itself. */
  autoClose: number;
  /** Extra lines stacked under the message (4003 field errors). */
  lines?: string[];
}

export interface AlertDialog {
  title: string;
  message: string;
  closeOnClickOutside: boolean;
}

export interface ErrorDialog {
  title: '操作错误';
  message: string;
}

export interface Navigation {
  to: string;
  replace?: boolean;
  search?: Record<string, string>;
}

export interface ApiEffects {
  /** +1 when a call with the loading mask starts, -1 when it ends (always paired). */
  loading(delta: 1 | -1): void;
  notify(notice: Notice): void;
  /** Resolves when the user closes the dialog. */
  alert(dialog: AlertDialog): Promise<void>;
  /** Resolves when the user confirms. */
  errorDialog(dialog: ErrorDialog): Promise<void>;
  navigate(navigation: Navigation): void;
  /** Ends the UI side of the session: clears the tabs and the cached subject list. */
  logout(): void;
  /** The current route path with its query, for redirect-after-login and the request log. */
  currentPath(): string;
}
