//! Text wrapping: splits a string into lines that fit a width in points, measured
//! with the Helvetica metrics of [`crate::fonts`]. Lines break at spaces; explicit
//! newlines are kept; a word wider than the whole line is cut between characters, so
//! no line is ever wider than the width asked for (unless a single character is).

use crate::fonts::Font;

/// Splits `text` into lines no wider than `max_width` points when set in `font` at
/// `size` points. Runs of spaces collapse to one; an empty text gives no line.
pub(crate) fn wrap(text: &str, font: Font, size: f32, max_width: f32) -> Vec<String> {
    let space = font.width(" ", size);
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut line_width = 0.0_f32;
        let mut any_word = false;
        for word in paragraph.split([' ', '\t', '\r']).filter(|w| !w.is_empty()) {
            any_word = true;
            let word_width = font.width(word, size);
            if !line.is_empty() && line_width + space + word_width <= max_width {
                line.push(' ');
                line.push_str(word);
                line_width += space + word_width;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if word_width <= max_width {
                line.push_str(word);
                line_width = word_width;
                continue;
            }
            // A word wider than the line: cut it between characters.
            let mut pieces = split_word(word, font, size, max_width);
            let last = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
            line_width = font.width(&last, size);
            line = last;
        }
        if !line.is_empty() {
            lines.push(line);
        } else if !any_word && text.contains('\n') {
            // Keep blank lines between paragraphs, but not for a blank text.
            lines.push(String::new());
        }
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

/// Characters after which an overlong word (a URL, an e-mail) is best cut.
const BREAK_AFTER: &[char] = &['-', '/', '.', '@', '_', '?', '&', '=', ',', ';'];

/// Cuts one overlong word into pieces that each fit `max_width`: after a hyphen,
/// slash or dot when one leaves the line at least 40 % full, else between any two
/// characters (at least one character per piece, so the loop always advances).
fn split_word(word: &str, font: Font, size: f32, max_width: f32) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut piece = String::new();
    let mut width = 0.0_f32;
    for c in word.chars() {
        let mut buf = [0_u8; 4];
        let w = font.width(c.encode_utf8(&mut buf), size);
        if !piece.is_empty() && width + w > max_width {
            let cut = piece
                .rfind(BREAK_AFTER)
                .map(|i| i + 1)
                .filter(|&i| i < piece.len() && font.width(&piece[..i], size) >= 0.4 * max_width);
            let rest = cut.map(|i| piece.split_off(i)).unwrap_or_default();
            pieces.push(std::mem::replace(&mut piece, rest));
            width = font.width(&piece, size);
            if !piece.is_empty() && width + w > max_width {
                pieces.push(std::mem::take(&mut piece));
                width = 0.0;
            }
        }
        piece.push(c);
        width += w;
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widest(lines: &[String], font: Font, size: f32) -> f32 {
        lines.iter().map(|l| font.width(l, size)).fold(0.0, f32::max)
    }

    #[test]
    fn short_text_stays_on_one_line() {
        assert_eq!(wrap("Baño principal", Font::Regular, 9.0, 200.0), vec!["Baño principal"]);
    }

    #[test]
    fn paragraphs_break_at_word_boundaries_and_keep_every_word() {
        let text =
            "Los receptores declaran recibir la unidad individualizada en este acta, con las observaciones indicadas.";
        let lines = wrap(text, Font::Regular, 10.0, 150.0);
        assert!(lines.len() > 2);
        assert!(widest(&lines, Font::Regular, 10.0) <= 150.0);
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn a_very_long_word_is_cut_and_never_overflows() {
        let word = "Pintura".repeat(40);
        let text = format!("Comentario: {word} fin");
        let lines = wrap(&text, Font::Bold, 8.0, 60.0);
        assert!(lines.len() > 5);
        assert!(widest(&lines, Font::Bold, 8.0) <= 60.0);
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
    }

    #[test]
    fn a_long_comment_in_a_narrow_column_never_overflows() {
        let comment = "Fisura en el muro del baño principal junto a la ventana, https://obra.example/observaciones/123456789012345678901234567890 revisar ".repeat(10);
        for width in [20.0, 45.0, 101.5] {
            let lines = wrap(&comment, Font::Regular, 7.5, width);
            assert!(widest(&lines, Font::Regular, 7.5) <= width, "width {width}");
        }
    }

    #[test]
    fn urls_and_e_mails_break_after_their_punctuation() {
        let lines = wrap("una.direccion.de.correo.muy.larga@dominio-extenso.example", Font::Regular, 8.0, 110.0);
        assert!(lines.len() > 1);
        assert!(lines[..lines.len() - 1].iter().all(|l| l.ends_with(BREAK_AFTER)), "{lines:?}");
        assert!(widest(&lines, Font::Regular, 8.0) <= 110.0);
        assert_eq!(lines.concat(), "una.direccion.de.correo.muy.larga@dominio-extenso.example");
    }

    #[test]
    fn newlines_start_new_lines_and_blank_text_gives_none() {
        assert_eq!(wrap("uno\ndos", Font::Regular, 9.0, 300.0), vec!["uno", "dos"]);
        assert!(wrap("   ", Font::Regular, 9.0, 300.0).is_empty());
        assert!(wrap("", Font::Regular, 9.0, 300.0).is_empty());
    }
}
