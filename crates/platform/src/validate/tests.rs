//! One test per generic message of SPEC §5, in both languages.

use chrono::NaiveDate;

use super::Validator;
use crate::{error::ApiError, i18n::Locale};

/// Runs one rule and returns the field's message in Spanish and Portuguese.
fn messages(rule: impl FnOnce(&mut Validator)) -> (String, String) {
    let mut v = Validator::new();
    rule(&mut v);
    let err: ApiError = v.finish().err().unwrap_or_else(ApiError::not_found);
    let first = |locale| err.body(locale).errors.get("f").and_then(|m| m.first().cloned()).unwrap_or_default();
    (first(Locale::Es), first(Locale::Pt))
}

fn date(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_default()
}

#[test]
fn required() {
    assert_eq!(messages(|v| { v.required("f", Some("  ")); }), ("Este campo es obligatorio.".into(), "Este campo é obrigatório.".into()));
    assert_eq!(messages(|v| { v.required("f", None); }).0, "Este campo es obligatorio.");
}

#[test]
fn email() {
    assert_eq!(messages(|v| v.email("f", "ana@")), ("Ingresa un correo electrónico válido.".into(), "Informe um e-mail válido.".into()));
}

#[test]
fn date_and_time() {
    assert_eq!(messages(|v| { v.date("f", "2026-02-30"); }), ("Ingresa una fecha válida.".into(), "Informe uma data válida.".into()));
    assert_eq!(messages(|v| { v.time("f", "25:00"); }), ("Ingresa una hora válida.".into(), "Informe um horário válido.".into()));
}

#[test]
fn url_phone_and_rut() {
    assert_eq!(messages(|v| v.url("f", "obra")), ("Ingresa una URL válida.".into(), "Informe uma URL válida.".into()));
    assert_eq!(messages(|v| v.phone("f", "12")), ("Ingresa un teléfono válido.".into(), "Informe um telefone válido.".into()));
    assert_eq!(messages(|v| v.rut("f", "12.345.678-9")), ("Ingresa un RUT válido.".into(), "Informe um RUT válido.".into()));
}

#[test]
fn dates_before_and_after_inclusive_or_not() {
    let (d, bound) = (date("2026-03-01"), date("2026-03-01"));
    assert_eq!(messages(|v| v.date_after("f", d, bound, false)).0, "La fecha debe ser posterior a 01-03-2026.");
    assert_eq!(messages(|v| v.date_before("f", d, bound, false)).1, "A data deve ser anterior a 01-03-2026.");
    assert_eq!(messages(|v| v.date_after("f", date("2026-02-28"), bound, true)).0, "La fecha debe ser igual o posterior a 01-03-2026.");
    assert_eq!(messages(|v| v.date_before("f", date("2026-03-02"), bound, true)).0, "La fecha debe ser igual o anterior a 01-03-2026.");
    assert_eq!(messages(|v| v.date_after("f", d, bound, true)).0, "", "on the bound, inclusive passes");
}

#[test]
fn lengths_count_characters_not_bytes() {
    assert_eq!(messages(|v| v.length("f", "ñ", 2, 5)), ("Debe tener al menos 2 caracteres.".into(), "Deve ter pelo menos 2 caracteres.".into()));
    assert_eq!(messages(|v| v.length("f", "ñññ", 1, 2)).0, "Debe tener como máximo 2 caracteres.");
    assert_eq!(messages(|v| v.length("f", "ññ", 1, 2)).0, "");
}

#[test]
fn elements_and_values() {
    assert_eq!(messages(|v| v.items("f", 0, 1, 3)).0, "Selecciona al menos 1 elemento(s).");
    assert_eq!(messages(|v| v.items("f", 51, 0, 50)), ("Selecciona como máximo 50 elemento(s).".into(), "Selecione no máximo 50 item(ns).".into()));
    assert_eq!(messages(|v| v.range("f", -1.0, 0.0, 99999.99)).0, "El valor mínimo es 0.");
    assert_eq!(messages(|v| v.range("f", 100000.0, 0.0, 99999.99)).1, "O valor máximo é 99999.99.");
}

#[test]
fn values_must_match() {
    assert_eq!(messages(|v| v.matches("f", "a", "b")), ("Valores no coinciden".into(), "Valores não coincidem".into()));
}

#[test]
fn no_two_consecutive_spaces() {
    assert_eq!(
        messages(|v| v.no_double_space("f", "Jefe  de obra")),
        ("No se permiten dos espacios en blanco consecutivos.".into(), "Não são permitidos dois espaços em branco consecutivos.".into())
    );
}

#[test]
fn max_per_file() {
    assert_eq!(
        messages(|v| v.file_size("f", 21 * 1024 * 1024, 20 * 1024 * 1024)),
        ("El archivo supera el máximo de 20 MB por archivo.".into(), "O arquivo excede o máximo de 20 MB por arquivo.".into())
    );
}

#[test]
fn a_server_fault_says_only_the_generic_message() {
    let err = ApiError::internal("connection refused at 10.0.0.3:5432");
    let body = err.body(Locale::Es);
    assert_eq!((body.message.as_str(), body.code.as_str()), ("Ha ocurrido un error", "server_error"));
    assert!(body.errors.is_empty() && body.detail.is_none());
    assert_eq!(err.body(Locale::Pt).message, "Ocorreu um erro");
}

#[test]
fn every_error_of_a_payload_is_reported_together() {
    let mut v = Validator::new();
    v.required("a", None);
    v.email("b", "x");
    v.email("b", "y");
    let body = v.finish().err().unwrap_or_else(ApiError::not_found).body(Locale::Es);
    assert_eq!(body.errors.len(), 2);
    assert_eq!(body.errors.get("b").map(Vec::len), Some(2));
    assert_eq!(body.message, "Los datos enviados no son válidos.");
}

#[test]
fn cpf() {
    assert_eq!(messages(|v| v.cpf("f", "123.456.789-00")), ("Ingresa un CPF válido.".into(), "Informe um CPF válido.".into()));
    assert_eq!(messages(|v| v.cpf("f", "111.111.111-11")).0, "Ingresa un CPF válido.");
    assert!(super::rules::is_cpf("123.456.789-09") && super::rules::is_cpf("52998224725"));
}
