import { describe, expect, it, vi } from 'vitest';
import { whenLoaded } from './whenLoaded';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('whenLoaded', () => {
  it('should call the method of the loaded object with the same arguments, once it has loaded', async () => {
    let finish: (greeter: Greeter) => void = () => {};
    const loading = new Promise<Greeter>((resolve) => {
      finish = resolve;
    });
    const load = vi.fn(() => loading);
    const greeter = whenLoaded(load);

    const answer = greeter.greet('Ana');
    expect(load).toHaveBeenCalledTimes(1);
    const real: Greeter = { greet: async (name) => `Olá, ${name}` };
    const greet = vi.spyOn(real, 'greet');
    finish(real);
    await expect(answer).resolves.toBe('Olá, Ana');
    expect(greet).toHaveBeenCalledWith('Ana');
  });

  it('should reject the call when the object could not load', async () => {
    const greeter = whenLoaded<Greeter>(() => Promise.reject(new Error('sem rede')));
    await expect(greeter.greet('Ana')).rejects.toThrow('sem rede');
  });

  it('should not be a thenable, so that awaiting it gives the stand-in itself', async () => {
    const greeter = whenLoaded<Greeter>(() => Promise.resolve({ greet: async () => 'oi' }));
    expect(Reflect.get(greeter, 'then')).toBeUndefined();
    await expect(Promise.resolve(greeter)).resolves.toBe(greeter);
  });
});
