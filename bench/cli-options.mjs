// The benches' command-line options, `--name value` or `--name` alone, read one way.

/** The value after `--name`, or `fallback` when the option is absent. */
export const stringOption = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** The number after `--name`, or `fallback` when the option is absent. */
export const numberOption = (name, fallback) => {
  const value = stringOption(name);
  return value === undefined ? fallback : Number(value);
};

/** Whether `--name` was given. */
export const flag = (name) => process.argv.includes(`--${name}`);
