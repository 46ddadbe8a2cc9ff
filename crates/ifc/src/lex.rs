//! Lexical helpers shared by the header reader, the record scanner and the attribute parser: whitespace and
//! comments, string literals, keywords.
//!
//! Positions are byte offsets into the whole file. A function that runs off the end of the bytes reports where the
//! unfinished token started, so the error can name its line.

/// Why a token could not be finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unfinished {
    /// A `/*` comment without `*/`, starting at this offset.
    Comment(usize),
    /// A string literal without its closing quote, starting at this offset.
    Text(usize),
}

/// Whitespace as STEP files have it (ISO 10303-21 allows space; files also hold tabs and line ends).
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0b | 0x0c)
}

/// Bytes of a STEP keyword (entity or header type name): letters, digits, `_`, and `!` starting a user-defined one.
static KEYWORD: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'!';
        b += 1;
    }
    table
};

/// A byte of a STEP keyword.
#[inline]
pub(crate) fn is_keyword_byte(b: u8) -> bool {
    KEYWORD[usize::from(b)]
}

/// The offset of the first byte at or after `pos` that is neither whitespace nor inside a comment (may be
/// `bytes.len()`).
#[inline]
pub(crate) fn skip_trivia(bytes: &[u8], mut pos: usize) -> Result<usize, Unfinished> {
    loop {
        while pos < bytes.len() && is_space(bytes[pos]) {
            pos += 1;
        }
        if pos + 1 < bytes.len() && bytes[pos] == b'/' && bytes[pos + 1] == b'*' {
            pos = comment_end(bytes, pos)?;
        } else {
            return Ok(pos);
        }
    }
}

/// The offset just past the `*/` closing the comment that starts at `start` (at its `/*`).
#[cold]
pub(crate) fn comment_end(bytes: &[u8], start: usize) -> Result<usize, Unfinished> {
    let body = start + 2;
    match memchr::memmem::find(bytes.get(body..).unwrap_or_default(), b"*/") {
        Some(i) => Ok(body + i + 2),
        None => Err(Unfinished::Comment(start)),
    }
}

/// The offset just past the closing quote of the string literal whose opening quote is at `start`; `''` inside
/// is an escaped quote.
#[inline]
pub(crate) fn string_end(bytes: &[u8], start: usize) -> Result<usize, Unfinished> {
    let mut pos = start + 1;
    loop {
        match memchr::memchr(b'\'', bytes.get(pos..).unwrap_or_default()) {
            None => return Err(Unfinished::Text(start)),
            Some(i) => {
                pos += i + 1;
                if bytes.get(pos) != Some(&b'\'') {
                    return Ok(pos);
                }
                pos += 1;
            }
        }
    }
}

/// The end of the keyword starting at `pos` (`pos` itself when there is none). Tests eight bytes per branch:
/// this runs once per record.
#[inline]
pub(crate) fn keyword_end(bytes: &[u8], mut pos: usize) -> usize {
    while let Some(word) = bytes.get(pos..pos + 8) {
        if !word.iter().fold(true, |all, &b| all & is_keyword_byte(b)) {
            break;
        }
        pos += 8;
    }
    while pos < bytes.len() && is_keyword_byte(bytes[pos]) {
        pos += 1;
    }
    pos
}

/// Whether `bytes[pos..]` starts with the keyword `word` (upper case) followed by a non-keyword byte or the end.
pub(crate) fn is_keyword_at(bytes: &[u8], pos: usize, word: &[u8]) -> bool {
    let end = pos + word.len();
    bytes.get(pos..end).is_some_and(|s| s.eq_ignore_ascii_case(word))
        && bytes.get(end).is_none_or(|&b| !is_keyword_byte(b))
}
