import { registerServiceWorker } from '../../src/app/service-worker';
import { reportMetric } from '../../src/app/web-vitals';
import { createHttpClient } from '../../src/api/http-client';
import { AxiosError, type AxiosAdapter } from 'axios';

class FakeTarget {
  listeners: Record<string, ((e?: unknown) => void)[]> = {};
  addEventListener(type: string, fn: (e?: unknown) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  emit(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
}

describe('service worker registration', () => {
  function setup(hasController: boolean) {
    const waiting = { postMessage: jest.fn() };
    const installing = Object.assign(new FakeTarget(), { state: 'installing' });
    const registration = Object.assign(new FakeTarget(), { waiting: null as unknown, installing });
    const sw = Object.assign(new FakeTarget(), {
      controller: hasController ? {} : null,
      register: jest.fn().mockResolvedValue(registration),
    });
    const reload = jest.fn();
    const win = Object.assign(new FakeTarget(), { document: { readyState: 'complete' }, location: { reload } });
    registerServiceWorker({ serviceWorker: sw } as unknown as Navigator, win as unknown as Window);
    return { sw, registration, installing, waiting, reload };
  }

  it('registers /service-worker.js, tells an installed update to skip waiting and reloads once it takes over', async () => {
    const { sw, registration, installing, reload } = setup(true);
    expect(sw.register).toHaveBeenCalledWith('/service-worker.js');
    await Promise.resolve();
    const postMessage = jest.fn();
    registration.waiting = { postMessage };
    registration.emit('updatefound');
    installing.state = 'installed';
    installing.emit('statechange');
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    sw.emit('controllerchange');
    sw.emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the first install', () => {
    const { sw, reload } = setup(false);
    sw.emit('controllerchange');
    expect(reload).not.toHaveBeenCalled();
  });

  it('only logs a registration error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sw = { controller: null, addEventListener: jest.fn(), register: jest.fn().mockRejectedValue(new Error('blocked')) };
    registerServiceWorker(
      { serviceWorker: sw } as unknown as Navigator,
      { document: { readyState: 'complete' }, addEventListener: jest.fn() } as unknown as Window,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledWith('[sw] registration failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('web vitals', () => {
  it('sends each metric by beacon to /analytics', async () => {
    const beacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(reportMetric({ name: 'FCP', value: 420, delta: 420, id: 'v1', rating: 'good', navigationType: 'navigate' })).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/analytics', expect.any(Blob));
    const blob = beacon.mock.calls[0][1] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    const body = JSON.parse(text);
    expect(body).toMatchObject({ name: 'FCP', value: 420, rating: 'good', page: '/' });
  });
});

describe('silent session check', () => {
  it('clears the token on 401 but stays on the page when skipAuthRedirect is set', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('401', 'ERR_BAD_REQUEST', config, null, {
        status: 401,
        statusText: '',
        headers: {},
        config,
        data: { success: false, code: 'TOKEN_EXPIRED', message: 'x' },
      });
    };
    const navigate = jest.fn();
    const client = createHttpClient({ adapter, hooks: { navigate, currentPath: () => '/' } });
    localStorage.setItem('token', 't');
    await expect(client.get('/auth/me', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
