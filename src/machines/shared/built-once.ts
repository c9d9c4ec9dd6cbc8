/**
 * `build` memoised on its argument's identity: the first call with these deps builds, later ones
 * answer the same result (one set of machines per app, built by the screen that first needs them,
 * in its own chunk). Deps that are dropped take their result with them.
 */
export const builtOnce = <Deps extends object, Built>(
  build: (deps: Deps) => Built,
): ((deps: Deps) => Built) => {
  const built = new WeakMap<Deps, Built>();
  return (deps) => {
    if (built.has(deps)) return built.get(deps) as Built;
    const result = build(deps);
    built.set(deps, result);
    return result;
  };
};
