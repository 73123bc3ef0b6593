/**
 * PostgreSQL's lexical rules, as far as telling code from text needs them: comments (`--`, and
 * `/* … *\/` nested), string constants ('…' with '' inside, E'…' with backslash escapes, U&'…',
 * B'…', X'…'), quoted names ("…"), dollar quoting ($$…$$, $tag$…$tag$) and `;`. A dollar-quoted
 * body is code here (a function's body, a `do` block, a pg_cron command), so its tokens are read
 * too, each with its place in the file.
 */

type TokenKind = 'word' | 'quoted-name' | 'string' | 'symbol' | 'number';

export interface Token {
  kind: TokenKind;
  /** A word lower-cased (as PostgreSQL folds it); a quoted name or a string as written inside. */
  text: string;
  /** 1-based line in the text that was read. */
  line: number;
  /** How deep in dollar quotes: 0 for the file's own statements. */
  depth: number;
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y;
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

class SqlSyntaxError extends Error {}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function readAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** Where the string starting at `at` (its opening quote) ends, one past the closing quote. */
function stringEnd(text: string, at: number, backslashEscapes: boolean): number {
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i];
    if (backslashEscapes && char === '\\') i++;
    else if (char === "'") {
      if (text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  throw new SqlSyntaxError(`unterminated string constant at line ${lineAt(text, at)}`);
}

/**
 * The tokens of `text`; `firstLine` and `depth` place a dollar-quoted body in its file. Throws on
 * an unterminated string, quoted name, comment or dollar quote, naming the line.
 */
export function sqlTokens(text: string, firstLine = 1, depth = 0): Token[] {
  const tokens: Token[] = [];
  let line = firstLine;
  let i = 0;
  const push = (kind: TokenKind, value: string) => tokens.push({ kind, text: value, line, depth });
  const advance = (to: number) => {
    for (let j = text.indexOf('\n', i); j >= 0 && j < to; j = text.indexOf('\n', j + 1)) line++;
    i = to;
  };
  const fail = (what: string): never => {
    throw new SqlSyntaxError(`${what} at line ${line}`);
  };

  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (/\s/.test(char)) {
      advance(i + 1);
    } else if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      advance(end < 0 ? text.length : end);
    } else if (char === '/' && next === '*') {
      let nesting = 0;
      let j = i;
      do {
        if (text.startsWith('/*', j)) {
          nesting++;
          j += 2;
        } else if (text.startsWith('*/', j)) {
          nesting--;
          j += 2;
        } else if (j >= text.length) {
          fail('unterminated /* comment');
        } else j++;
      } while (nesting > 0);
      advance(j);
    } else if (char === "'" || (/[eEbBxX]/.test(char) && next === "'")) {
      const quote = char === "'" ? i : i + 1;
      const end = stringEnd(text, quote, /[eE]/.test(char));
      push('string', text.slice(quote + 1, end - 1));
      advance(end);
    } else if (/[uU]/.test(char) && next === '&' && text[i + 2] === "'") {
      const end = stringEnd(text, i + 2, false);
      push('string', text.slice(i + 3, end - 1));
      advance(end);
    } else if (char === '"') {
      let j = i + 1;
      while (true) {
        const close = text.indexOf('"', j);
        if (close < 0) fail('unterminated quoted name');
        if (text[close + 1] === '"') j = close + 2;
        else {
          push('quoted-name', text.slice(i + 1, close).replace(/""/g, '"'));
          advance(close + 1);
          break;
        }
      }
    } else if (char === '$' && readAt(DOLLAR_TAG, text, i)) {
      const tag = readAt(DOLLAR_TAG, text, i)!;
      const close = text.indexOf(tag, i + tag.length);
      if (close < 0) fail(`unterminated ${tag} quote`);
      tokens.push(
        { kind: 'symbol', text: tag, line, depth },
        ...sqlTokens(text.slice(i + tag.length, close), line, depth + 1),
      );
      advance(close);
      push('symbol', tag);
      advance(close + tag.length);
    } else if (readAt(WORD, text, i)) {
      const word = readAt(WORD, text, i)!;
      push('word', word.toLowerCase());
      advance(i + word.length);
    } else if (readAt(NUMBER, text, i)) {
      const number = readAt(NUMBER, text, i)!;
      push('number', number);
      advance(i + number.length);
    } else {
      push('symbol', char);
      advance(i + 1);
    }
  }
  return tokens;
}

/** The file's own statements (depth 0), each its tokens up to the `;` that ends it. */
export function sqlStatements(tokens: Token[]): Token[][] {
  const statements: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    if (token.depth === 0 && token.kind === 'symbol' && token.text === ';') {
      if (current.length > 0) statements.push(current);
      current = [];
    } else current.push(token);
  }
  if (current.length > 0) statements.push(current);
  return statements;
}
