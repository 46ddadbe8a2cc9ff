//! Custom field values (SPEC §3 Custom field, §5): each value is checked on the server by its field's kind, and
//! stored as text rows (one per value of a multi-valued field) so ticket lists can filter on them.

use std::collections::{HashMap, HashSet};

use platform::i18n::Msg;
use serde_json::Value;
use uuid::Uuid;

use super::entity::field;

platform::string_enum! {
    pub enum FieldKind {
        Text => "text", LongText => "long_text", Number => "number", Date => "date", Select => "select",
        MultiSelect => "multi_select", Checkbox => "checkbox", User => "user",
    }
}

/// The most active fields a category (or the general set) may have: enough for a real form, few enough that
/// filling a ticket stays quick (the spec leaves the value out; see docs/decisions.md).
pub const MAX_ACTIVE_FIELDS: usize = 20;
/// SPEC §5: at most 50 options.
pub const MAX_OPTIONS: usize = 50;
pub const MAX_TEXT: usize = 255;
pub const MAX_LONG_TEXT: usize = 5000;

impl FieldKind {
    pub fn has_options(self) -> bool {
        matches!(self, Self::Select | Self::MultiSelect)
    }
}

/// A field's options as stored.
pub fn options(field: &field::Model) -> Vec<String> {
    field.options.as_array().map(|a| a.iter().filter_map(|o| o.as_str().map(String::from)).collect()).unwrap_or_default()
}

/// Whether a value counts as "not given".
pub fn is_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(s) => s.trim().is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => false,
    }
}

/// Checks one value against its field; returns the rows to store (empty when no value was given). `users` are
/// the ids a user field may name.
pub fn check(field: &field::Model, value: &Value, users: &HashSet<Uuid>) -> Result<Vec<String>, Msg> {
    let kind = FieldKind::parse(&field.kind).unwrap_or(FieldKind::Text);
    if is_empty(value) {
        return if field.required && field.active { Err(Msg::new("validation.required")) } else { Ok(vec![]) };
    }
    let one_of = || Msg::new("validation.one_of");
    match kind {
        FieldKind::Text | FieldKind::LongText => {
            let text = value.as_str().ok_or_else(|| Msg::new("ticket.field_text"))?.trim();
            let max = if kind == FieldKind::Text { MAX_TEXT } else { MAX_LONG_TEXT };
            if text.chars().count() > max {
                return Err(Msg::new("validation.max_length").arg("max", max));
            }
            Ok(vec![text.to_string()])
        }
        FieldKind::Number => {
            let number = value.as_f64().filter(|n| n.is_finite()).ok_or_else(|| Msg::new("ticket.field_number"))?;
            Ok(vec![number_text(number)])
        }
        FieldKind::Date => {
            let text = value.as_str().ok_or_else(|| Msg::new("validation.date"))?;
            let date = chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| Msg::new("validation.date"))?;
            Ok(vec![date.format("%Y-%m-%d").to_string()])
        }
        FieldKind::Select => {
            let text = value.as_str().ok_or_else(one_of)?;
            options(field).iter().any(|o| o == text).then(|| vec![text.to_string()]).ok_or_else(one_of)
        }
        FieldKind::MultiSelect => {
            let allowed = options(field);
            let picked = strings(value).ok_or_else(one_of)?;
            picked.iter().all(|p| allowed.contains(p)).then_some(picked).ok_or_else(one_of)
        }
        FieldKind::Checkbox => {
            let checked = value.as_bool().ok_or_else(|| Msg::new("ticket.field_checkbox"))?;
            // A required checkbox must be ticked (a confirmation); otherwise unticked is a value too.
            if field.required && field.active && !checked {
                return Err(Msg::new("validation.required"));
            }
            Ok(vec![checked.to_string()])
        }
        FieldKind::User => {
            let ids = if field.multiple { strings(value).ok_or_else(one_of)? } else { vec![value.as_str().ok_or_else(one_of)?.to_string()] };
            let valid = ids.iter().all(|id| Uuid::parse_str(id).is_ok_and(|id| users.contains(&id)));
            valid.then_some(ids).ok_or_else(|| Msg::new("ticket.field_user"))
        }
    }
}

/// The JSON value of stored rows, as the SPA reads it.
pub fn value_of(field: &field::Model, rows: &[String]) -> Value {
    let kind = FieldKind::parse(&field.kind).unwrap_or(FieldKind::Text);
    let first = rows.first().cloned().unwrap_or_default();
    match kind {
        FieldKind::MultiSelect => Value::from(in_option_order(field, rows)),
        FieldKind::User if field.multiple => Value::from(rows.to_vec()),
        FieldKind::Number => first.parse::<f64>().map(Value::from).unwrap_or(Value::Null),
        FieldKind::Checkbox => Value::Bool(first == "true"),
        _ => Value::String(first),
    }
}

/// The chosen options in the order the field lists them (the rows come back in no particular order); a retired
/// option comes last.
fn in_option_order(field: &field::Model, rows: &[String]) -> Vec<String> {
    let options: Vec<&str> = field.options.as_array().map(|o| o.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
    let mut sorted = rows.to_vec();
    sorted.sort_by_key(|row| options.iter().position(|o| o == row).unwrap_or(usize::MAX));
    sorted
}

/// Distinct strings of a JSON array, in order.
fn strings(value: &Value) -> Option<Vec<String>> {
    let mut seen = HashSet::new();
    let items = value.as_array()?.iter().map(|v| v.as_str().map(String::from)).collect::<Option<Vec<_>>>()?;
    Some(items.into_iter().filter(|s| seen.insert(s.clone())).collect())
}

/// Numbers without a trailing `.0`, so `12` filters as `12`.
fn number_text(number: f64) -> String {
    if number.fract() == 0.0 && number.abs() < 1e15 { format!("{}", number as i64) } else { number.to_string() }
}

/// Errors keyed `custom_values.<field id>`.
pub type FieldErrors = Vec<(String, Msg)>;

/// The fields a ticket of `category` shows: the general ones and those of its category.
pub fn applies(field: &field::Model, category: Option<Uuid>) -> bool {
    field.category_id.is_none() || field.category_id == category
}

/// Validates the values a request sends against the company's fields, merged over what the ticket holds, and
/// checks every required active field of the ticket's category. Returns the rows to replace, by field; errors
/// are keyed `custom_values.<field id>`.
pub fn merge_and_check(
    fields: &[field::Model],
    category: Option<Uuid>,
    current: &HashMap<Uuid, Vec<String>>,
    sent: &serde_json::Map<String, Value>,
    users: &HashSet<Uuid>,
) -> Result<HashMap<Uuid, Vec<String>>, FieldErrors> {
    let by_id: HashMap<Uuid, &field::Model> = fields.iter().map(|f| (f.id, f)).collect();
    let mut errors = Vec::new();
    let mut changes = HashMap::new();
    for (key, value) in sent {
        let name = format!("custom_values.{key}");
        let Some(field) = Uuid::parse_str(key).ok().and_then(|id| by_id.get(&id)) else {
            errors.push((name, Msg::new("ticket.field_unknown")));
            continue;
        };
        let unchanged = current.get(&field.id).map(|rows| value_of(field, rows)) == Some(value.clone());
        if !field.active && !unchanged {
            errors.push((name, Msg::new("ticket.field_retired")));
        } else if !applies(field, category) && !is_empty(value) {
            errors.push((name, Msg::new("ticket.field_other_category")));
        } else if field.active {
            match check(field, value, users) {
                Ok(rows) => {
                    changes.insert(field.id, rows);
                }
                Err(msg) => errors.push((name, msg)),
            }
        }
    }
    for field in fields.iter().filter(|f| f.active && f.required && applies(f, category)) {
        let key = field.id.to_string();
        let has = changes.get(&field.id).or_else(|| current.get(&field.id)).is_some_and(|rows| !rows.is_empty());
        if !has && !sent.contains_key(&key) {
            errors.push((format!("custom_values.{key}"), Msg::new("validation.required")));
        }
    }
    if errors.is_empty() { Ok(changes) } else { Err(errors) }
}

#[cfg(test)]
mod tests;
