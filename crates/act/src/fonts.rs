//! The two standard-14 fonts the documents use (Helvetica and Helvetica-Bold) with
//! WinAnsiEncoding: the mapping from Rust `char`s to cp1252 bytes (unmappable
//! characters become `?`) and the AFM advance widths used to measure text. No font
//! file is embedded: every PDF viewer ships these two fonts.

/// One of the two fonts of the documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Font {
    Regular,
    Bold,
}

impl Font {
    /// The resource name of the font in every page's `/Font` dictionary.
    pub(crate) fn resource(self) -> &'static [u8] {
        match self {
            Font::Regular => b"F1",
            Font::Bold => b"F2",
        }
    }

    /// The PostScript name of the standard-14 font.
    pub(crate) fn base_font(self) -> &'static [u8] {
        match self {
            Font::Regular => b"Helvetica",
            Font::Bold => b"Helvetica-Bold",
        }
    }

    fn widths(self) -> &'static [u16; 224] {
        match self {
            Font::Regular => &HELVETICA,
            Font::Bold => &HELVETICA_BOLD,
        }
    }

    /// The advance width of one WinAnsi byte, in 1/1000 em.
    pub(crate) fn byte_width(self, byte: u8) -> u16 {
        match byte.checked_sub(32) {
            Some(index) => self.widths()[usize::from(index)],
            None => 0,
        }
    }

    /// The width in points of `text` set at `size` points.
    pub(crate) fn width(self, text: &str, size: f32) -> f32 {
        let units: u32 = text.chars().map(|c| u32::from(self.byte_width(winansi(c)))).sum();
        units as f32 * size / 1000.0
    }
}

/// The characters of cp1252's 0x80..=0x9F range, in order (`None`: unassigned).
const HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// The WinAnsi (cp1252) byte of `c`; tabs become spaces, anything else that cp1252
/// cannot show becomes `?`.
pub(crate) fn winansi(c: char) -> u8 {
    let code = u32::from(c);
    match code {
        0x20..=0x7E | 0xA0..=0xFF => code as u8,
        0x09 => b' ',
        _ => match HIGH.iter().position(|&h| h == Some(c)) {
            Some(index) => 0x80 + index as u8,
            None => b'?',
        },
    }
}

/// `text` as WinAnsi bytes, one byte per `char`.
pub(crate) fn encode(text: &str) -> Vec<u8> {
    text.chars().map(winansi).collect()
}

/// Helvetica advance widths (1/1000 em) for WinAnsi codes 32..=255.
pub(crate) const HELVETICA: [u16; 224] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584, 556, 556, 556, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 556, 611, 556, 556, 222,
    222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 556, 500, 667, 278, 333, 556, 556, 556, 556, 260, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834,
    611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778,
    778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278,
    278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];
/// Helvetica-Bold advance widths (1/1000 em) for WinAnsi codes 32..=255.
pub(crate) const HELVETICA_BOLD: [u16; 224] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584, 556, 556, 556, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 556, 611, 556, 556, 278,
    278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 556, 500, 667, 278, 333, 556, 556, 556, 556, 280, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834,
    611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778,
    778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278,
    278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_and_portuguese_letters_map_to_their_cp1252_bytes() {
        assert_eq!(
            encode("ñáçãõê¿¡ºª€—"),
            vec![0xF1, 0xE1, 0xE7, 0xE3, 0xF5, 0xEA, 0xBF, 0xA1, 0xBA, 0xAA, 0x80, 0x97]
        );
    }

    #[test]
    fn characters_outside_cp1252_become_question_marks() {
        assert_eq!(encode("a漢\u{1F600}ł"), b"a???".to_vec());
    }

    #[test]
    fn widths_follow_the_helvetica_metrics() {
        assert!((Font::Regular.width("Hi", 10.0) - 9.44).abs() < 1e-4);
        assert!((Font::Bold.width("Hi", 10.0) - 10.0).abs() < 1e-4);
        assert!(Font::Bold.width("mmm", 10.0) > Font::Regular.width("mmm", 10.0));
    }
}
