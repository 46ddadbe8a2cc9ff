use serde_json::json;

use super::*;

fn field(kind: &str, required: bool) -> field::Model {
    let now = chrono::Utc::now();
    field::Model {
        id: Uuid::now_v7(),
        company_id: Uuid::nil(),
        category_id: None,
        kind: kind.into(),
        name: kind.into(),
        description: None,
        options: json!(["Baño", "Cocina", "Living"]),
        multiple: false,
        required,
        active: true,
        position: 0,
        version: 1,
        created_at: now,
        updated_at: now,
    }
}

fn key(result: Result<Vec<String>, Msg>) -> &'static str {
    result.expect_err("refused").key
}

#[test]
fn each_kind_accepts_its_own_values_and_stores_them_as_text() {
    let none = HashSet::new();
    assert_eq!(check(&field("text", false), &json!("  Fisura  "), &none).unwrap(), vec!["Fisura"]);
    assert_eq!(check(&field("number", false), &json!(12.0), &none).unwrap(), vec!["12"]);
    assert_eq!(check(&field("number", false), &json!(2.5), &none).unwrap(), vec!["2.5"]);
    assert_eq!(check(&field("date", false), &json!("2026-12-01"), &none).unwrap(), vec!["2026-12-01"]);
    assert_eq!(check(&field("select", false), &json!("Cocina"), &none).unwrap(), vec!["Cocina"]);
    assert_eq!(check(&field("multi_select", false), &json!(["Baño", "Living", "Baño"]), &none).unwrap(), vec!["Baño", "Living"]);
    assert_eq!(check(&field("checkbox", false), &json!(false), &none).unwrap(), vec!["false"]);
    let user = Uuid::now_v7();
    let users = HashSet::from([user]);
    assert_eq!(check(&field("user", false), &json!(user.to_string()), &users).unwrap(), vec![user.to_string()]);
    let mut many = field("user", false);
    many.multiple = true;
    assert_eq!(check(&many, &json!([user.to_string()]), &users).unwrap(), vec![user.to_string()]);
    assert_eq!(value_of(&many, &[user.to_string()]), json!([user.to_string()]));
    assert_eq!(value_of(&field("number", false), &["12".into()]), json!(12.0));
}

#[test]
fn each_kind_refuses_what_is_not_its_own() {
    let none = HashSet::new();
    assert_eq!(key(check(&field("text", false), &json!("x".repeat(256)), &none)), "validation.max_length");
    assert_eq!(key(check(&field("long_text", false), &json!("x".repeat(5001)), &none)), "validation.max_length");
    assert_eq!(key(check(&field("text", false), &json!(3), &none)), "ticket.field_text");
    assert_eq!(key(check(&field("number", false), &json!("doce"), &none)), "ticket.field_number");
    assert_eq!(key(check(&field("date", false), &json!("2026-02-30"), &none)), "validation.date");
    assert_eq!(key(check(&field("select", false), &json!("Terraza"), &none)), "validation.one_of");
    assert_eq!(key(check(&field("multi_select", false), &json!(["Baño", "Terraza"]), &none)), "validation.one_of");
    assert_eq!(key(check(&field("multi_select", false), &json!("Baño"), &none)), "validation.one_of");
    assert_eq!(key(check(&field("checkbox", false), &json!("sí"), &none)), "ticket.field_checkbox");
    assert_eq!(key(check(&field("checkbox", true), &json!(false), &none)), "validation.required");
    assert_eq!(key(check(&field("user", false), &json!(Uuid::now_v7().to_string()), &none)), "ticket.field_user");
    assert_eq!(key(check(&field("text", true), &json!("  "), &none)), "validation.required");
}

#[test]
fn merging_checks_required_fields_of_the_category_and_keeps_retired_values() {
    let category = Uuid::now_v7();
    let general = field("text", true);
    let mut other = field("select", true);
    other.category_id = Some(Uuid::now_v7());
    let mut retired = field("text", false);
    retired.active = false;
    let fields = vec![general.clone(), other.clone(), retired.clone()];
    let current = HashMap::from([(retired.id, vec!["antiguo".to_string()])]);
    let none = HashSet::new();

    // The general required field is missing; the other category's is not asked for.
    let errors = merge_and_check(&fields, Some(category), &current, &serde_json::Map::new(), &none).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].0, format!("custom_values.{}", general.id));

    let mut sent = serde_json::Map::new();
    sent.insert(general.id.to_string(), json!("ok"));
    sent.insert(retired.id.to_string(), json!("antiguo"));
    let changes = merge_and_check(&fields, Some(category), &current, &sent, &none).unwrap();
    assert_eq!(changes.get(&general.id), Some(&vec!["ok".to_string()]));
    assert!(!changes.contains_key(&retired.id), "an unchanged retired value is kept as it is");

    sent.insert(retired.id.to_string(), json!("nuevo"));
    sent.insert(other.id.to_string(), json!("Baño"));
    sent.insert("no-es-un-id".into(), json!(1));
    let errors: Vec<_> = merge_and_check(&fields, Some(category), &current, &sent, &none).unwrap_err().into_iter().map(|(k, m)| (k, m.key)).collect();
    assert!(errors.contains(&(format!("custom_values.{}", retired.id), "ticket.field_retired")));
    assert!(errors.contains(&(format!("custom_values.{}", other.id), "ticket.field_other_category")));
    assert!(errors.contains(&("custom_values.no-es-un-id".into(), "ticket.field_unknown")));
}
