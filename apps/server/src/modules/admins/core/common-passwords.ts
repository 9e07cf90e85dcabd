import { PASSWORD_TOO_COMMON } from '@vernissage/contract';
import { BadRequest } from '../../../platform/errors.ts';

type Estimator = { check(password: string, userInputs?: string[]): { guessesLog10: number } };

/**
 * Fewer guesses than this (10^6, zxcvbn's score 0 and 1) means the password is on the breached
 * lists' most common entries or a light variant of one: "password1", "iloveyou1", "qwertyuiop".
 */
const MIN_GUESSES_LOG10 = 6;

// The dictionaries weigh a few megabytes: loaded once, at the first password that needs checking.
let estimator: Promise<Estimator> | undefined;
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async (): Promise<Estimator> => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  })();
  return estimator;
}

/**
 * Refuses a password that a guessing attack tries first (decision 034), offline, with zxcvbn-ts's
 * lists of common passwords, words and keyboard patterns; the account's e-mail counts as a word too.
 */
export async function assertNotCommonPassword(password: string, field: string, email: string): Promise<void> {
  if (await isCommonPassword(password, email))
    throw new BadRequest(PASSWORD_TOO_COMMON, { [field]: PASSWORD_TOO_COMMON });
}

/** The same check, for ADMIN_PASSWORD at the start (decision 053). */
export async function isCommonPassword(password: string, email: string): Promise<boolean> {
  const { guessesLog10 } = (await loadEstimator()).check(password.slice(0, 100), [email, ...email.split(/[@.]/)]);
  return guessesLog10 < MIN_GUESSES_LOG10;
}
