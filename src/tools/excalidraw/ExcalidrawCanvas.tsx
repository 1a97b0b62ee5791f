'use client';

// Loaded only in the browser, on the first interaction with the drawing area (ExcalidrawBoard imports this
// module lazily): the editor needs `window`, and its code and CSS are far larger than the page itself.
import '@excalidraw/excalidraw/index.css';
import {
  CaptureUpdateAction,
  Excalidraw,
  exportToBlob,
  exportToSvg,
  getNonDeletedElements,
  MainMenu,
  restoreElements,
  WelcomeScreen,
} from '@excalidraw/excalidraw';
import type { ComponentProps } from 'react';

type ExcalidrawProps = ComponentProps<typeof Excalidraw>;
export type ExcalidrawApi = Parameters<NonNullable<ExcalidrawProps['excalidrawAPI']>>[0];
export type InitialData = ExcalidrawProps['initialData'];
export type OnChange = NonNullable<ExcalidrawProps['onChange']>;

export { CaptureUpdateAction, exportToBlob, exportToSvg, getNonDeletedElements, restoreElements };

export default function ExcalidrawCanvas({
  initialData,
  onApi,
  onChange,
  theme,
}: {
  initialData: InitialData;
  onApi: (api: ExcalidrawApi) => void;
  onChange: OnChange;
  theme: 'light' | 'dark';
}) {
  return (
    <Excalidraw
      initialData={initialData}
      excalidrawAPI={onApi}
      // It is opened by the user's pointer or key in the drawing area: the keys that follow are the editor's.
      autoFocus
      onChange={onChange}
      theme={theme}
      UIOptions={{ canvasActions: { toggleTheme: false } }}
    >
      {/* The default menu without the links to social sites: everything here works offline. */}
      <MainMenu>
        <MainMenu.DefaultItems.LoadScene />
        <MainMenu.DefaultItems.SaveToActiveFile />
        <MainMenu.DefaultItems.Export />
        <MainMenu.DefaultItems.SaveAsImage />
        <MainMenu.DefaultItems.SearchMenu />
        <MainMenu.DefaultItems.Help />
        <MainMenu.DefaultItems.ClearCanvas />
        <MainMenu.Separator />
        <MainMenu.DefaultItems.ChangeCanvasBackground />
      </MainMenu>
      <WelcomeScreen>
        <WelcomeScreen.Hints.MenuHint />
        <WelcomeScreen.Hints.ToolbarHint />
        <WelcomeScreen.Hints.HelpHint />
        <WelcomeScreen.Center>
          <WelcomeScreen.Center.Heading>Your drawing is saved in this browser only.</WelcomeScreen.Center.Heading>
          <WelcomeScreen.Center.Menu>
            <WelcomeScreen.Center.MenuItemLoadScene />
            <WelcomeScreen.Center.MenuItemHelp />
          </WelcomeScreen.Center.Menu>
        </WelcomeScreen.Center>
      </WelcomeScreen>
    </Excalidraw>
  );
}
