import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { loadView } from './loadView';

const failure = { status: 500, body: { message: 'falha' } };

describe('loadView', () => {
  it('should be loading while the first fetch (or a retry after a failure) runs', () => {
    expect(loadView({ data: undefined, isFetching: true, error: null })).toEqual({
      loading: true,
      failure: null,
    });
    expect(loadView({ data: undefined, isFetching: true, error: new CallError(failure) })).toEqual({
      loading: true,
      failure: null,
    });
  });

  it('should not be loading when there is data to show (a refresh or the next page)', () => {
    expect(loadView({ data: { page: 1 }, isFetching: true, error: null }).loading).toBe(false);
  });

  it("should give the failure's status and body once no fetch runs", () => {
    expect(loadView({ data: undefined, isFetching: false, error: new CallError(failure) }).failure).toBe(
      failure,
    );
    expect(loadView({ data: { page: 1 }, isFetching: false, error: new CallError(failure) }).failure).toBe(
      failure,
    );
  });

  it('should read anything else thrown as a call without an answer', () => {
    const thrown = new TypeError('Failed to fetch');
    expect(loadView({ data: undefined, isFetching: false, error: thrown }).failure).toEqual({
      error: thrown,
    });
  });
});
