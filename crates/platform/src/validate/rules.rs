//! Pure predicates behind the generic validation messages.

use std::sync::LazyLock;

use regex::Regex;

#[allow(clippy::expect_used)] // constant patterns, checked by the tests below
static EMAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$")
        .expect("valid e-mail pattern")
});

pub fn is_email(value: &str) -> bool {
    value.len() <= 254 && EMAIL.is_match(value.trim())
}

/// Digits with optional `+`, spaces, dashes and parentheses; 8 to 15 digits (E.164 allows 15).
pub fn is_phone(value: &str) -> bool {
    let value = value.trim();
    let digits = value.chars().filter(char::is_ascii_digit).count();
    let allowed = value.chars().enumerate().all(|(i, c)| c.is_ascii_digit() || " -()".contains(c) || (c == '+' && i == 0));
    allowed && (8..=15).contains(&digits)
}

pub fn is_url(value: &str) -> bool {
    url::Url::parse(value.trim()).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
}

/// Chilean RUT with its modulo-11 check digit, with or without dots and dash (`12.345.678-5`, `123456785`).
pub fn is_rut(value: &str) -> bool {
    let clean: String = value.chars().filter(|c| !matches!(c, '.' | '-' | ' ')).collect::<String>().to_uppercase();
    if clean.len() < 2 {
        return false;
    }
    let (body, dv) = clean.split_at(clean.len() - 1);
    if body.is_empty() || body.len() > 8 || !body.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let sum: u32 = body
        .chars()
        .rev()
        .filter_map(|c| c.to_digit(10))
        .zip([2, 3, 4, 5, 6, 7].iter().cycle())
        .map(|(d, f)| d * f)
        .sum();
    let expected = match 11 - (sum % 11) {
        11 => "0".to_string(),
        10 => "K".to_string(),
        n => n.to_string(),
    };
    dv == expected
}

/// Brazilian CPF with its two check digits, with or without dots and dash (`123.456.789-09`); eleven equal digits
/// are refused.
pub fn is_cpf(value: &str) -> bool {
    let digits: Vec<u32> = value.chars().filter(|c| !matches!(c, '.' | '-' | ' ')).map(|c| c.to_digit(10)).collect::<Option<Vec<_>>>().unwrap_or_default();
    if digits.len() != 11 || digits.iter().all(|d| *d == digits[0]) {
        return false;
    }
    let check = |n: usize| {
        let sum: u32 = digits[..n].iter().enumerate().map(|(i, d)| d * (n as u32 + 1 - i as u32)).sum();
        match (sum * 10) % 11 {
            10 => 0,
            r => r,
        }
    };
    check(9) == digits[9] && check(10) == digits[10]
}

/// Mail providers whose addresses are personal, refused at registration (SPEC §1: corporate e-mails only).
const FREE_MAIL: &[&str] = &[
    "gmail.com", "googlemail.com", "hotmail.com", "hotmail.es", "hotmail.cl", "hotmail.com.br", "outlook.com",
    "outlook.es", "outlook.com.br", "live.com", "live.cl", "msn.com", "yahoo.com", "yahoo.es", "yahoo.cl",
    "yahoo.com.br", "yahoo.com.ar", "yahoo.com.mx", "ymail.com", "icloud.com", "me.com", "mac.com", "aol.com",
    "protonmail.com", "proton.me", "gmx.com", "gmx.net", "mail.com", "yandex.com", "zoho.com", "bol.com.br",
    "uol.com.br", "terra.com.br", "ig.com.br", "tutanota.com", "hey.com", "fastmail.com", "qq.com", "163.com",
];

pub fn is_free_mail(email: &str) -> bool {
    email
        .rsplit_once('@')
        .map(|(_, domain)| FREE_MAIL.contains(&domain.trim().to_ascii_lowercase().as_str()))
        .unwrap_or(false)
}

/// A control character other than tab and line breaks (NUL, escape, bell…): never part of a text a person typed,
/// and PostgreSQL cannot store NUL in text at all.
pub fn has_control(value: &str) -> bool {
    value.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails() {
        assert!(is_email("ana.perez@constructora-andes.cl"));
        assert!(!is_email("ana.perez@"));
        assert!(!is_email("ana perez@andes.cl"));
        assert!(!is_email("ana@andes"));
    }

    #[test]
    fn ruts_check_their_digit() {
        assert!(is_rut("76.086.428-5"));
        assert!(is_rut("11.111.111-1"));
        assert!(is_rut("12345678-5"));
        assert!(!is_rut("12345678-9"));
        assert!(!is_rut("abc"));
        assert!(is_rut("10.000.013-K"));
    }

    #[test]
    fn phones() {
        assert!(is_phone("+56 9 8765 4321"));
        assert!(is_phone("(11) 98765-4321"));
        assert!(!is_phone("12ab"));
        assert!(!is_phone("123"));
    }

    #[test]
    fn free_mail_domains_are_recognised_case_insensitively() {
        assert!(is_free_mail("someone@Gmail.com"));
        assert!(!is_free_mail("someone@constructora-andes.cl"));
    }

    #[test]
    fn urls_need_http_and_a_host() {
        assert!(is_url("https://obra.cl/x"));
        assert!(!is_url("ftp://obra.cl"));
        assert!(!is_url("notaurl"));
    }
}
