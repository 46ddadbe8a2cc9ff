//! Decoding of STEP string literals (ISO 10303-21, 6.3.3) into UTF-8.
//!
//! Handles `''` (a quote), `\\` (a backslash), `\S\c` (the Latin-1 upper half: `c` + 128), `\X\hh` (one Latin-1
//! byte), `\X2\hhhh…\X0\` (UTF-16) and `\X4\hhhhhhhh…\X0\` (UCS-4); `\Px\` code page switches are dropped. Bytes
//! written raw are taken as UTF-8 when they are valid UTF-8, else as Latin-1 (exporters do both). Decoding never
//! fails: an escape that is not well formed is kept as written, an invalid code unit becomes U+FFFD.

/// Decodes the content of a string literal (the bytes between its quotes).
pub(crate) fn decode(raw: &[u8]) -> String {
    if memchr::memchr2(b'\\', b'\'', raw).is_none() {
        if let Ok(text) = std::str::from_utf8(raw) {
            // The common case: no escapes, valid UTF-8 (ASCII) as it is.
            return text.to_owned();
        }
    }
    let mut out = String::with_capacity(raw.len());
    let mut pos = 0;
    // The next `\X0\` (usize::MAX: none) as last found, so a string full of `\X2\` stays linear.
    let mut next_end = None;
    while pos < raw.len() {
        let next = memchr::memchr2(b'\\', b'\'', &raw[pos..]).map_or(raw.len(), |i| pos + i);
        push_raw(&mut out, &raw[pos..next]);
        pos = next;
        if pos >= raw.len() {
            break;
        }
        if raw[pos] == b'\'' {
            out.push('\'');
            pos += if raw.get(pos + 1) == Some(&b'\'') { 2 } else { 1 };
            continue;
        }
        pos = escape(&mut out, raw, pos, &mut next_end);
    }
    out
}

/// Decodes the escape starting with `\` at `pos`; returns the offset after it.
fn escape(out: &mut String, raw: &[u8], pos: usize, next_end: &mut Option<usize>) -> usize {
    let rest = &raw[pos..];
    if rest.starts_with(b"\\\\") {
        out.push('\\');
        return pos + 2;
    }
    if rest.len() >= 4 && rest[1] == b'S' && rest[2] == b'\\' {
        out.push(char::from(rest[3].wrapping_add(128)));
        return pos + 4;
    }
    if rest.len() >= 3 && rest[1] == b'P' && rest.get(3) == Some(&b'\\') {
        return pos + 4;
    }
    if rest.starts_with(b"\\X\\") {
        if let Some(byte) = rest.get(3..5).and_then(hex_byte) {
            out.push(char::from(byte));
            return pos + 5;
        }
    }
    for (marker, width) in [(&b"\\X2\\"[..], 4), (&b"\\X4\\"[..], 8)] {
        if rest.starts_with(marker) {
            let end = match *next_end {
                Some(end) if end >= pos + 4 => end,
                _ => memchr::memmem::find(&raw[pos + 4..], b"\\X0\\").map_or(usize::MAX, |i| pos + 4 + i),
            };
            *next_end = Some(end);
            if end != usize::MAX && wide(out, &raw[pos + 4..end], width) {
                return end + 4;
            }
        }
    }
    out.push('\\');
    pos + 1
}

/// Decodes `digits`, hex code units of `width` digits each; pushes nothing and returns false if they are not well
/// formed.
fn wide(out: &mut String, digits: &[u8], width: usize) -> bool {
    if !digits.len().is_multiple_of(width) {
        return false;
    }
    let units = digits.chunks(width).map(|unit| {
        let text = std::str::from_utf8(unit).ok()?;
        u32::from_str_radix(text, 16).ok()
    });
    let Some(units) = units.collect::<Option<Vec<u32>>>() else { return false };
    if width == 4 {
        let utf16 = units.iter().map(|&u| u as u16);
        out.extend(char::decode_utf16(utf16).map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER)));
    } else {
        out.extend(units.iter().map(|&u| char::from_u32(u).unwrap_or(char::REPLACEMENT_CHARACTER)));
    }
    true
}

fn hex_byte(two: &[u8]) -> Option<u8> {
    let text = std::str::from_utf8(two).ok()?;
    u8::from_str_radix(text, 16).ok()
}

/// Appends bytes without escapes: as UTF-8 where valid, byte by byte as Latin-1 elsewhere.
fn push_raw(out: &mut String, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        match std::str::from_utf8(bytes) {
            Ok(text) => {
                out.push_str(text);
                return;
            }
            Err(e) => {
                let (good, bad) = bytes.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).unwrap_or_default());
                let skip = e.error_len().unwrap_or(bad.len());
                out.extend(bad[..skip].iter().map(|&b| char::from(b)));
                bytes = &bad[skip..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn decodes_escapes() {
        assert_eq!(decode(b"plain"), "plain");
        assert_eq!(decode(b"it''s"), "it's");
        assert_eq!(decode(b"C:\\\\dir"), "C:\\dir");
        assert_eq!(decode(b"\\X2\\00FC\\X0\\ber"), "über");
        assert_eq!(decode(b"\\X2\\D83DDE00\\X0\\"), "😀");
        assert_eq!(decode(b"\\X4\\0001F600\\X0\\"), "😀");
        assert_eq!(decode(b"\\X\\E9t\\X\\E9"), "été");
        assert_eq!(decode(b"\\S\\i"), "é");
        assert_eq!(decode(b"\\PA\\abc"), "abc");
        assert_eq!(decode("Straße".as_bytes()), "Straße");
        assert_eq!(decode(b"caf\xe9"), "café");
    }

    #[test]
    fn keeps_malformed_escapes() {
        assert_eq!(decode(b"\\X2\\00F\\X0\\"), "\\X2\\00F\\X0\\");
        assert_eq!(decode(b"\\X2\\00FC"), "\\X2\\00FC");
        assert_eq!(decode(b"\\X\\G1"), "\\X\\G1");
        assert_eq!(decode(b"\\"), "\\");
        assert_eq!(decode(b"\\S"), "\\S");
        assert_eq!(decode(b"\\X2\\D800\\X0\\"), "\u{FFFD}");
    }
}
