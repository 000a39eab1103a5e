// Building an app starts PGlite and loads the signing key: seconds on a busy machine, over Jest's 5 s default.
jest.setTimeout(30_000);
