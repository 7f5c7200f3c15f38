import { describe, expect, it } from 'vitest';
import { serverMessage } from './api-error.ts';

describe('serverMessage', () => {
  it("uses the server's issues, then its message", () => {
    const issues = JSON.stringify({
      message: 'Invalid request body',
      issues: [{ path: ['goals'], message: 'A decathlon has ten events' }],
    });
    expect(serverMessage(new Error(`400: ${issues}`), 'fallback')).toBe(
      'A decathlon has ten events',
    );
    expect(serverMessage(new Error('404: {"message":"Goal not found"}'), 'fallback')).toBe(
      'Goal not found',
    );
  });

  it('falls back without a server answer', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(serverMessage(new Error('502: <html>Bad gateway</html>'), 'Try again.')).toBe(
      'Try again.',
    );
    expect(serverMessage(new Error('500: Internal Server Error'), 'Try again.')).toBe(
      'Internal Server Error',
    );
  });
});
