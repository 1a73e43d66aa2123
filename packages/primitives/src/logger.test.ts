import { afterEach, expect, it, vi } from 'vitest';
import { consoleLogger, silentLogger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

it('consoleLogger writes each level to the console as it is at call time', () => {
  const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const detail = { key: 'dex.lists' };
  consoleLogger.debug('d', 1);
  consoleLogger.warn('w', detail);
  consoleLogger.error('e');
  expect(debug).toHaveBeenCalledWith('d', 1);
  expect(warn).toHaveBeenCalledWith('w', detail);
  expect(error).toHaveBeenCalledWith('e');
});

it('silentLogger writes nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  silentLogger.warn('w');
  silentLogger.error('e');
  silentLogger.debug('d');
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
