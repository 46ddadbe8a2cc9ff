//! Cmanagement configuration: custom fields validated by type on tickets, the 50-option and active-field limits,
//! retired fields, categories, templates and tasks.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{support::*, tickets_support::*};

async fn field(client: &Client, body: Value) -> String {
    let (status, out) = client.post("/api/config/cmanagement/custom-fields", body).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"]["id"].as_str().unwrap().to_string()
}

async fn category(client: &Client, name: &str) -> String {
    let (status, out) = client.post("/api/config/cmanagement/categories", json!({"name": name})).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    out["data"]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn custom_values_are_checked_by_type_and_required_fields_of_the_category() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let cat = category(&admin, "Terminaciones").await;
    let text = field(&admin, json!({"kind": "text", "name": "Recinto", "required": true})).await;
    let long = field(&admin, json!({"kind": "long_text", "name": "Detalle", "category_id": cat})).await;
    let number = field(&admin, json!({"kind": "number", "name": "Metros", "category_id": cat})).await;
    let date = field(&admin, json!({"kind": "date", "name": "Visita", "category_id": cat})).await;
    let select = field(&admin, json!({"kind": "select", "name": "Piso", "options": ["1", "2", "3"], "category_id": cat, "required": true})).await;
    let multi = field(&admin, json!({"kind": "multi_select", "name": "Recintos", "options": ["Baño", "Cocina"], "category_id": cat})).await;
    let check = field(&admin, json!({"kind": "checkbox", "name": "Urgente", "category_id": cat})).await;
    let user = field(&admin, json!({"kind": "user", "name": "Revisores", "multiple": true, "category_id": cat})).await;
    let other_cat = category(&admin, "Estructura").await;
    let other = field(&admin, json!({"kind": "text", "name": "Eje", "category_id": other_cat})).await;
    let sup = person(&admin, &project, "Valentina Herrera Núñez").await;

    let bad = json!({
        text.clone(): "x".repeat(256), long.clone(): "y".repeat(5001), number.clone(): "doce", date.clone(): "2026-02-30",
        select.clone(): "9", multi.clone(): ["Baño", "Terraza"], check.clone(): "sí", user.clone(): [uuid::Uuid::now_v7()], other.clone(): "B-4",
    });
    let (status, body) = try_ticket(&admin, &project, "Con campos", json!({"category_id": cat, "custom_values": bad})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let err = |id: &str| field_error(&body, &format!("custom_values.{id}"));
    assert_eq!(err(&text), "Debe tener como máximo 255 caracteres.");
    assert_eq!(err(&long), "Debe tener como máximo 5000 caracteres.");
    assert_eq!(err(&number), "Ingresa un número válido.");
    assert_eq!(err(&date), "Ingresa una fecha válida.");
    assert_eq!(err(&select), "Selecciona una opción válida.");
    assert_eq!(err(&multi), "Selecciona una opción válida.");
    assert_eq!(err(&check), "Marca o desmarca la casilla.");
    assert_eq!(err(&user), "Selecciona un usuario válido.");
    assert_eq!(err(&other), "Este campo no pertenece a la categoría del ticket.");

    let (_, body) = try_ticket(&admin, &project, "Sin requeridos", json!({"category_id": cat})).await;
    assert_eq!(field_error(&body, &format!("custom_values.{text}")), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, &format!("custom_values.{select}")), "Este campo es obligatorio.");
    let (status, _) = try_ticket(&admin, &project, "Sin categoría", json!({"custom_values": {text.clone(): "Baño"}})).await;
    assert_eq!(status, StatusCode::CREATED, "without a category only the general required field applies");

    let good = json!({text.clone(): " Baño principal ", long.clone(): "Fisura bajo la ventana", number.clone(): 12.5, date.clone(): "2026-12-03", select.clone(): "2", multi.clone(): ["Cocina", "Baño"], check.clone(): true, user.clone(): [sup]});
    let t = ticket(&admin, &project, "Con campos válidos", json!({"category_id": cat, "custom_values": good})).await;
    let values = &t["custom_values"];
    assert_eq!(values[&text], "Baño principal");
    assert_eq!(values[&number], 12.5);
    assert_eq!(values[&multi], json!(["Baño", "Cocina"]), "in the order the field lists its options");
    assert_eq!(values[&check], true);
    assert_eq!(values[&user], json!([sup]));
    assert_eq!(t["category"]["name"], "Terminaciones");

    // The list filters by a custom field: equals for choices, contains for text.
    assert_eq!(numbers(&admin, &format!("projectId={project}&field_id={select}&field_value=2")).await, vec![2]);
    assert_eq!(numbers(&admin, &format!("projectId={project}&field_id={multi}&field_value=Cocina")).await, vec![2]);
    assert_eq!(numbers(&admin, &format!("projectId={project}&field_id={text}&field_value=BAÑO")).await, vec![2, 1]);
    assert!(numbers(&admin, &format!("projectId={project}&field_id={select}&field_value=3")).await.is_empty());

    // A retired field keeps its value readable and refuses a new one; unchanged it may be sent back.
    let (status, _) = admin.put(&format!("/api/config/cmanagement/custom-fields/{number}"), json!({"name": "Metros", "active": false, "category_id": cat})).await;
    assert_eq!(status, StatusCode::OK);
    let id = t["id"].as_str().unwrap();
    let again = get_ticket(&admin, id).await;
    assert_eq!(again["custom_values"][&number], 12.5);
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": again["version"], "custom_values": {number.clone(): 40}})).await;
    assert_eq!((status, field_error(&body, &format!("custom_values.{number}"))), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo fue retirado: su valor se conserva pero ya no se puede cambiar.".to_string()));
    let (status, body) = admin.put(&format!("/api/cmanagement/tickets/{id}"), json!({"version": again["version"], "custom_values": {number.clone(): 12.5, long.clone(): "Actualizado"}})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["custom_values"][&number].as_f64(), body["data"]["custom_values"][&long].as_str()), (Some(12.5), Some("Actualizado")));
    let (status, body) = admin.send(Method::DELETE, &format!("/api/config/cmanagement/custom-fields/{number}"), None).await;
    assert_eq!((status, field_error(&body, "field")), (StatusCode::UNPROCESSABLE_ENTITY, "El campo tiene valores en tickets: retíralo (desactívalo) en lugar de eliminarlo.".to_string()));
    let (status, _) = admin.send(Method::DELETE, &format!("/api/config/cmanagement/custom-fields/{other}"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "an unused field can be deleted");
}

#[tokio::test]
async fn options_stop_at_50_and_each_category_at_20_active_fields() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let cat = category(&admin, "Instalaciones").await;
    let options: Vec<String> = (1..=51).map(|i| format!("Opción {i}")).collect();
    let (status, body) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "select", "name": "Muchas", "options": options, "category_id": cat})).await;
    assert_eq!((status, field_error(&body, "options")), (StatusCode::UNPROCESSABLE_ENTITY, "Un campo puede tener como máximo 50 opciones.".to_string()));
    let (status, _) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "select", "name": "Justas", "options": &options[..50], "category_id": cat})).await;
    assert_eq!(status, StatusCode::CREATED);
    let (_, body) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "select", "name": "Repetidas", "options": ["A", "a"], "category_id": cat})).await;
    assert_eq!(field_error(&body, "options"), "Las opciones no se pueden repetir.");
    let (_, body) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "multi_select", "name": "Vacías", "options": [], "category_id": cat})).await;
    assert_eq!(field_error(&body, "options"), "Agrega al menos una opción.");
    let (_, body) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "color", "name": "Tipo raro"})).await;
    assert_eq!(field_error(&body, "kind"), "Selecciona una opción válida.");

    for i in 2..=20 {
        field(&admin, json!({"kind": "text", "name": format!("Campo {i}"), "category_id": cat})).await;
    }
    let (status, body) = admin.post("/api/config/cmanagement/custom-fields", json!({"kind": "text", "name": "Campo 21", "category_id": cat})).await;
    assert_eq!((status, field_error(&body, "active")), (StatusCode::UNPROCESSABLE_ENTITY, "Se alcanzó el máximo de 20 campos activos para esta categoría.".to_string()));
    let inactive = field(&admin, json!({"kind": "text", "name": "Campo 21", "category_id": cat, "active": false})).await;
    let (status, body) = admin.put(&format!("/api/config/cmanagement/custom-fields/{inactive}"), json!({"name": "Campo 21", "category_id": cat, "active": true})).await;
    assert_eq!((status, field_error(&body, "active")), (StatusCode::UNPROCESSABLE_ENTITY, "Se alcanzó el máximo de 20 campos activos para esta categoría.".to_string()));
    // Another category and the general set have their own room.
    field(&admin, json!({"kind": "text", "name": "General"})).await;
    let (status, body) = admin.put(&format!("/api/config/cmanagement/custom-fields/{inactive}"), json!({"name": "Campo 21", "kind": "number", "active": false})).await;
    assert_eq!((status, field_error(&body, "kind")), (StatusCode::UNPROCESSABLE_ENTITY, "El tipo de un campo no se puede cambiar.".to_string()));
    let (_, body) = admin.get(&format!("/api/config/cmanagement/custom-fields?category_id={cat}&rowsPerPage=50")).await;
    assert_eq!(body["total"], 21);
    let (_, body) = admin.get("/api/config/cmanagement/custom-fields?category_id=general").await;
    assert_eq!(body["total"], 1);
    let project = project_id(&admin, PROJECT).await;
    let (_, body) = admin.get(&format!("/api/cmanagement/form?projectId={project}")).await;
    assert_eq!((body["data"]["max_active_fields"].as_i64(), body["data"]["max_message_length"].as_i64()), (Some(20), Some(1000)));
    assert_eq!(body["data"]["fields"].as_array().unwrap().len(), 22, "retired fields are in the form data too, to read old values");
}

#[tokio::test]
async fn categories_templates_and_tasks() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let cat = category(&admin, "Postventa interna").await;
    let (status, body) = admin.post("/api/config/cmanagement/categories", json!({"name": "postventa INTERNA"})).await;
    assert_eq!((status, field_error(&body, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Este valor ya está en uso.".to_string()));
    let t = ticket(&admin, &project, "Con categoría", json!({"category_id": cat})).await;
    let (status, body) = admin.send(Method::DELETE, &format!("/api/config/cmanagement/categories/{cat}"), None).await;
    assert_eq!((status, field_error(&body, "category")), (StatusCode::UNPROCESSABLE_ENTITY, "La categoría tiene tickets: desactívala en lugar de eliminarla.".to_string()));
    let (_, body) = admin.get("/api/config/cmanagement/categories").await;
    assert_eq!(body["data"][0]["tickets_count"], 1);
    let (status, _) = admin.put(&format!("/api/config/cmanagement/categories/{cat}"), json!({"name": "Postventa interna", "active": false})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, body) = try_ticket(&admin, &project, "Categoría inactiva", json!({"category_id": cat})).await;
    assert_eq!(field_error(&body, "category_id"), "La categoría no existe o está inactiva.");

    let (status, body) = admin.post("/api/config/cmanagement/task-templates", json!({"name": "Reparación de filtración", "tasks": []})).await;
    assert_eq!((status, field_error(&body, "tasks")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona al menos 1 elemento(s).".to_string()));
    let tasks = json!([
        {"title": "Inspeccionar", "due_in_days": 1, "checklist": ["Fotografiar", "Medir humedad"]},
        {"title": "Reparar", "description": "Sellar y pintar", "due_in_days": 7},
        {"title": "Cerrar con el propietario"}
    ]);
    let (status, body) = admin.post("/api/config/cmanagement/task-templates", json!({"name": "Reparación de filtración", "tasks": tasks})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let template = body["data"]["id"].as_str().unwrap().to_string();
    let id = t["id"].as_str().unwrap();
    let (status, body) = admin.post(&format!("/api/cmanagement/tickets/{id}/tasks/template"), json!({"template_id": template})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let created = body["data"].as_array().unwrap();
    assert_eq!(created.len(), 3);
    assert_eq!(created[0]["due_date"], days_from_today(1));
    assert_eq!(created[0]["checklist"], json!([{"text": "Fotografiar", "done": false}, {"text": "Medir humedad", "done": false}]));
    assert!(created[2]["due_date"].is_null());

    // A task is edited with its version; rescheduling is a due-date change; checklists tick.
    let task = created[0]["id"].as_str().unwrap();
    let path = format!("/api/cmanagement/tickets/{id}/tasks/{task}");
    let (status, body) = admin.put(&path, json!({"version": 1, "due_date": days_from_today(3), "status": "in_progress", "checklist": [{"text": "Fotografiar", "done": true}, {"text": "Medir humedad", "done": false}]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["due_date"].as_str(), body["data"]["status"].as_str(), body["data"]["title"].as_str()), (Some(days_from_today(3).as_str()), Some("in_progress"), Some("Inspeccionar")));
    let (status, _) = admin.put(&path, json!({"version": 1, "title": "Viejo"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, body) = admin.put(&path, json!({"version": 2, "title": "", "assignee_id": uuid::Uuid::now_v7()})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "title"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "assignee_id"), "El usuario no pertenece a este proyecto.");
    let (status, _) = admin.send(Method::DELETE, &format!("/api/cmanagement/tickets/{id}/tasks/{}", created[2]["id"].as_str().unwrap()), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, body) = admin.get(&format!("/api/cmanagement/tickets/{id}/tasks")).await;
    assert_eq!(body["data"].as_array().unwrap().len(), 2);
    let log: Vec<String> = activity(&admin, id).await.iter().map(|e| e["action"].as_str().unwrap().to_string()).collect();
    assert_eq!(log, vec!["created", "template_applied", "task_updated", "task_deleted"]);
}
