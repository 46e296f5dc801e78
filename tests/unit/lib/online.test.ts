import { act, renderHook } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { followBrowserConnection, useOnline } from '@/lib/online';

function browserSays(online: boolean | undefined) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  browserSays(true);
  onlineManager.setOnline(true);
});

describe('followBrowserConnection', () => {
  it('a page opened without a connection starts offline', () => {
    browserSays(false);
    followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('follows the window’s online and offline events', () => {
    browserSays(true);
    followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(true);
    browserSays(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    browserSays(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('where the browser does not say, it is online', () => {
    browserSays(undefined);
    followBrowserConnection();
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('useOnline', () => {
  it('re-renders when the connection goes and comes back', () => {
    browserSays(true);
    followBrowserConnection();
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    browserSays(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    browserSays(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
  });
});
