import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives what a fresh `npm start` needs when nothing is set', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: './data/pglite',
      demo: true,
      captcha: true,
      offlineUnlockDays: 14,
      serveSourceMaps: false,
    });
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'on' }, []).serveSourceMaps).toBe(true);
  });

  it('reads the offline unlock period in days, where 0 turns offline unlocking off', () => {
    expect(loadConfig({ OFFLINE_UNLOCK_DAYS: '3' }, []).offlineUnlockDays).toBe(3);
    expect(loadConfig({ OFFLINE_UNLOCK_DAYS: '0' }, []).offlineUnlockDays).toBe(0);
    expect(() => loadConfig({ OFFLINE_UNLOCK_DAYS: '-1' }, [])).toThrow('配置项取值无效：-1');
    expect(() => loadConfig({ OFFLINE_UNLOCK_DAYS: '1.5' }, [])).toThrow('配置项取值无效：1.5');
  });

  it('reads the PostgreSQL pool size and refuses one that is not a positive whole number', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }, []).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' }, [])).toThrow('配置项取值无效：0');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' }, [])).toThrow('配置项取值无效：ten');
  });

  it('turns switches off with off, 0, false or no, and the demo with --no-demo', () => {
    expect(loadConfig({ CAPTCHA: 'OFF', DEMO: 'no' }, [])).toMatchObject({ captcha: false, demo: false });
    expect(loadConfig({}, ['--no-demo']).demo).toBe(false);
    expect(loadConfig({ SERVE_APP: '0' }, []).staticDir).toBeNull();
  });
});
