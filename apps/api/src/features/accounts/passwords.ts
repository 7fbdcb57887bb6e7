import { hash, verify } from '@node-rs/argon2'

/**
 * The password hasher (argon2id, the library's defaults: 19 MiB, 2 passes, 1 lane — OWASP's first choice). An object,
 * not bare functions, so a test can count the work sign-in does.
 */
export const passwords = {
  hash: (password: string): Promise<string> => hash(password),
  verify: (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password),
}

/**
 * What sign-in verifies against when the number or email is unknown, so an unknown account costs the same argon2id
 * work as a wrong password and the answer's timing does not tell which (issue 7 §1). Made with the same parameters as
 * every stored hash (a test checks). Its answer is never used: an unknown account is refused whatever was typed.
 */
export const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$ppCdETZplbTJjVJ14QtSIA$9yDFsYMj/OzYEQQMVv25/bFYvmEbcFPGUPRxDTVbIlQ'
