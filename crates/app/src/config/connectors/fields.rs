//! The settings of each connector (SPEC §3 CRM credentials; §1 integrations): which fields, which are secrets
//! (write-only: kept when left empty, never returned), and their checks.

use platform::{i18n::Msg, validate::Validator};
use serde_json::{json, Map, Value};

use crate::config::webhooks::guard;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Text,
    Url,
    Secret,
    Emails,
    Bool,
}

pub struct Spec {
    pub name: &'static str,
    pub field: Field,
    pub required: bool,
    pub default: Option<&'static str>,
}

const fn spec(name: &'static str, field: Field, required: bool, default: Option<&'static str>) -> Spec {
    Spec { name, field, required, default }
}

/// The connectors and their settings. `crm` is HubSpot-style, `construction` Procore-style (OAuth client
/// credentials), `cloud_storage` any WebDAV server (Nextcloud, ownCloud, SharePoint's WebDAV, …).
pub const KINDS: &[(&str, &[Spec])] = &[
    ("crm", &[
        spec("app_id", Field::Text, true, None),
        spec("pipeline_id", Field::Text, true, None),
        spec("access_token", Field::Secret, true, None),
        spec("error_emails", Field::Emails, false, None),
        spec("send_copy", Field::Bool, false, None),
        spec("base_url", Field::Url, true, Some("https://api.hubapi.com")),
    ]),
    ("construction", &[
        spec("company_id", Field::Text, true, None),
        spec("client_id", Field::Text, true, None),
        spec("client_secret", Field::Secret, true, None),
        spec("base_url", Field::Url, true, Some("https://api.procore.com")),
    ]),
    ("planning", &[spec("base_url", Field::Url, true, None), spec("api_key", Field::Secret, true, None)]),
    ("cloud_storage", &[
        spec("url", Field::Url, true, None),
        spec("username", Field::Text, true, None),
        spec("password", Field::Secret, true, None),
        spec("root", Field::Text, false, Some("/obra")),
    ]),
    ("hr", &[spec("base_url", Field::Url, true, None), spec("api_key", Field::Secret, true, None)]),
];

pub fn specs(kind: &str) -> Option<&'static [Spec]> {
    KINDS.iter().find(|(k, _)| *k == kind).map(|(_, s)| *s)
}

/// Merges `input` over the stored settings and checks the result; `active` makes the required fields required.
pub async fn merge(kind: &str, stored: &Value, input: &Value, active: bool, loopback: bool) -> platform::ApiResult<Value> {
    let mut v = Validator::new();
    let mut out = Map::new();
    for s in specs(kind).unwrap_or_default() {
        let key = format!("settings.{}", s.name);
        let given = input.get(s.name).filter(|x| !x.is_null());
        let kept = stored.get(s.name).filter(|x| !x.is_null());
        let value = match s.field {
            Field::Bool => json!(given.and_then(Value::as_bool).or_else(|| kept.and_then(Value::as_bool)).unwrap_or(false)),
            Field::Emails => {
                let list: Vec<String> = given.or(kept).and_then(Value::as_array).map(|a| a.iter().filter_map(|e| e.as_str()).map(|e| e.trim().to_string()).filter(|e| !e.is_empty()).collect()).unwrap_or_default();
                v.items(&key, list.len(), 0, 5);
                for (i, email) in list.iter().enumerate() {
                    v.email(&format!("{key}.{i}"), email);
                }
                json!(list)
            }
            Field::Secret => {
                let text = given.and_then(Value::as_str).map(str::trim).filter(|t| !t.is_empty()).or_else(|| kept.and_then(Value::as_str));
                if let Some(t) = text {
                    v.length(&key, t, 1, 2000);
                }
                text.map_or(Value::Null, |t| json!(t))
            }
            Field::Text | Field::Url => {
                let text = given.and_then(Value::as_str).map(|t| t.trim().to_string()).or_else(|| kept.and_then(Value::as_str).map(String::from)).filter(|t| !t.is_empty()).or(s.default.map(String::from));
                if let Some(t) = &text {
                    v.length(&key, t, 1, if s.field == Field::Url { guard::MAX_URL } else { 200 });
                    // Our own defaults (the vendors' API hosts) are not resolved at save time; every call is checked.
                    if s.field == Field::Url && !v.has(&key) && s.default != Some(t.as_str()) {
                        if let Err(refusal) = guard::check(t, loopback).await {
                            v.add(&key, Msg::new(refusal.key()));
                        }
                    }
                }
                text.map_or(Value::Null, |t| json!(t))
            }
        };
        if active && s.required && value.is_null() {
            v.add(&key, Msg::new("validation.required"));
        }
        out.insert(s.name.into(), value);
    }
    v.finish()?;
    Ok(Value::Object(out))
}

/// Whether every required setting is there (or has its default).
pub fn configured(kind: &str, stored: &Value) -> bool {
    specs(kind).unwrap_or_default().iter().filter(|s| s.required).all(|s| s.default.is_some() || stored.get(s.name).is_some_and(|v| !v.is_null()))
}

/// The settings as shown: secrets left out (the names of those set are listed instead).
pub fn shown(kind: &str, stored: &Value) -> (Value, Vec<String>) {
    let mut out = Map::new();
    let mut secrets = Vec::new();
    for s in specs(kind).unwrap_or_default() {
        let value = stored.get(s.name).cloned().unwrap_or(Value::Null);
        if s.field == Field::Secret {
            if !value.is_null() {
                secrets.push(s.name.to_string());
            }
            continue;
        }
        let value = if value.is_null() { s.default.map_or(Value::Null, |d| json!(d)) } else { value };
        out.insert(s.name.into(), value);
    }
    (Value::Object(out), secrets)
}

/// A text setting (secrets included), for the connector's client.
pub fn text(settings: &Value, name: &str) -> String {
    settings.get(name).and_then(Value::as_str).unwrap_or_default().to_string()
}
