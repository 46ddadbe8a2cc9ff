//! Server-side messages in es (default) and pt-BR. Errors carry a message key and arguments; the text is chosen
//! from `Accept-Language` when the response is written, so handlers never deal with languages.

use std::collections::BTreeMap;

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::Serialize;

mod catalogue;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    Es,
    Pt,
}

impl Locale {
    /// Reads a locale tag: `pt`, `pt-BR` and `pt_BR` mean Portuguese, anything else Spanish.
    pub fn parse(tag: &str) -> Self {
        let tag = tag.trim().to_ascii_lowercase();
        if tag.starts_with("pt") { Self::Pt } else { Self::Es }
    }

    /// The first language of an `Accept-Language` header that we support; Spanish otherwise.
    pub fn from_accept_language(header: &str) -> Self {
        header
            .split(',')
            .map(|part| part.split(';').next().unwrap_or("").trim().to_ascii_lowercase())
            .find(|tag| tag.starts_with("pt") || tag.starts_with("es"))
            .map(|tag| Self::parse(&tag))
            .unwrap_or_default()
    }

    pub fn from_headers(headers: &axum::http::HeaderMap) -> Self {
        headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(Self::from_accept_language)
            .unwrap_or_default()
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Es => "es",
            Self::Pt => "pt",
        }
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Locale {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self::from_headers(&parts.headers))
    }
}

/// A message key with its arguments, rendered late in the caller's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub key: &'static str,
    pub args: BTreeMap<&'static str, String>,
}

impl Msg {
    pub fn new(key: &'static str) -> Self {
        Self { key, args: BTreeMap::new() }
    }

    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.insert(name, value.to_string());
        self
    }

    pub fn render(&self, locale: Locale) -> String {
        let template = catalogue::lookup(self.key, locale).unwrap_or(self.key);
        self.args.iter().fold(template.to_string(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
    }
}

/// Renders a key without arguments.
pub fn t(key: &'static str, locale: Locale) -> String {
    Msg::new(key).render(locale)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_first_supported_language() {
        assert_eq!(Locale::from_accept_language("pt-BR,pt;q=0.9"), Locale::Pt);
        assert_eq!(Locale::from_accept_language("en-US, pt;q=0.5"), Locale::Pt);
        assert_eq!(Locale::from_accept_language("es-CL"), Locale::Es);
        assert_eq!(Locale::from_accept_language("en"), Locale::Es);
    }

    #[test]
    fn every_key_exists_in_both_languages() {
        for key in catalogue::keys() {
            assert!(catalogue::lookup(key, Locale::Es).is_some(), "{key} missing in es");
            assert!(catalogue::lookup(key, Locale::Pt).is_some(), "{key} missing in pt");
        }
    }

    #[test]
    fn arguments_are_interpolated() {
        let msg = Msg::new("validation.max_length").arg("max", 30);
        assert_eq!(msg.render(Locale::Es), "Debe tener como máximo 30 caracteres.");
        assert_eq!(msg.render(Locale::Pt), "Deve ter no máximo 30 caracteres.");
    }
}
