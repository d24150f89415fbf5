// Only the files that run in jsdom use Testing Library: the others (most of them) do not pay for importing it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  // findBy*/waitFor resolve as soon as their signal is there; this is only the ceiling before they give up. The
  // default 1 s failed component tests whose forms load their rules lazily on a machine at a load average of 20.
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
