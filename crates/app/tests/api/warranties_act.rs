//! The delivery act: its text (parsed from the PDF), the signatures it needs, the stored act identical to the
//! preview with the same signatures, its SHA-256, the unit delivered with observations, and the QR label.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::{Method, StatusCode};
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::{support::*, warranties_support::*};

#[tokio::test]
async fn the_signed_act_holds_the_units_records_and_is_the_preview_byte_for_byte() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (type_id, item, issue, sev) = checklist(&admin, &p, "Tipo Acta").await;
    let u = unit(&admin, &p, json!({"name": "Depto 501", "floor": "5", "unit_type_id": type_id, "parkings": ["E-12"], "stores": ["B-7"]})).await;
    let id = u["id"].as_str().unwrap();
    let (_, owners) = admin.put(&format!("/api/warranties/units/{id}/owners"), json!({"owners": [{"first_name": "Iñaki", "last_name": "Muñoz", "role": "owner", "tax_id": "12.345.678-5"}, {"first_name": "Ana", "last_name": "Soto", "role": "receiver", "receiver_type": "relative"}]})).await;
    let receiver = owners["data"][1]["id"].as_str().unwrap().to_string();
    admin.put(&format!("/api/warranties/units/{id}/revision/{item}"), json!({"status": "failure", "issue_id": issue, "severity_id": sev, "comment": "Humedad bajo la ventana"})).await;
    admin.put(&format!("/api/warranties/units/{id}/details"), json!({"meters": [{"kind": "hot_water", "number": "AC-9", "reading": "321"}], "accessories": [{"name": "Control portón", "delivered": true, "quantity": 2}]})).await;
    upload(&admin, Method::POST, &format!("/api/warranties/units/{id}/files"), &[("kind", "certificate"), ("delivered_by", "Metrogas")], vec![("Certificado gas.pdf", pdf_bytes("gas"))]).await;

    let (s, kind, preview) = bytes(&admin, &format!("/api/warranties/units/{id}/act/preview")).await;
    assert_eq!((s, kind.as_str()), (StatusCode::OK, "application/pdf"));
    let text = pdf_text(&preview);
    for expected in ["ACTA DE ENTREGA", "Edificio Los Robles", "Inmobiliaria Los Robles SpA", "Depto 501", "E-12", "B-7", "Iñaki", "Muñoz", "Ana", "AC-9", "321", "Control portón", "Certificado gas.pdf", "Metrogas", "Baño principal", "Pintura", "Mancha de humedad", "Humedad bajo la ventana", "Tipo Acta"] {
        assert!(text.contains(expected), "the act lacks {expected:?}:\n{text}");
    }

    // Signing needs a receiver and the company's representative, each drawn.
    let (s, b) = admin.post(&format!("/api/warranties/units/{id}/act"), json!({"signatures": [{"role": "receiver", "owner_id": receiver, "image": png_data_url()}]})).await;
    assert_eq!((s, field_error(&b, "signatures")), (StatusCode::UNPROCESSABLE_ENTITY, "Falta la firma del representante de la empresa.".into()));
    let (s, b) = admin.post(&format!("/api/warranties/units/{id}/act"), json!({"signatures": [{"role": "receiver", "owner_id": uuid::Uuid::now_v7(), "image": png_data_url()}, {"role": "representative", "image": "data:image/png;base64,AAAA"}]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&b, "signatures.0.owner_id"), "El firmante debe ser un propietario o receptor de la unidad.");
    assert!(!field_error(&b, "signatures.1.image").is_empty());

    let body = json!({"signatures": [{"role": "receiver", "owner_id": receiver, "image": png_data_url()}, {"role": "representative", "image": png_data_url()}], "note": "Se entregan 3 llaves."});
    let (s, signed_preview) = post_bytes(&admin, &format!("/api/warranties/units/{id}/act/preview"), body.clone()).await;
    assert_eq!(s, StatusCode::OK);
    let (s, b) = admin.post(&format!("/api/warranties/units/{id}/act"), body.clone()).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let act = b["data"].clone();
    assert_eq!(act["observations"], 1);
    let (s, _, stored) = bytes(&admin, act["url"].as_str().unwrap()).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(stored, signed_preview, "the stored act is the preview with the same signatures");
    assert_eq!(act["sha256"].as_str().unwrap(), hex::encode(Sha256::digest(&stored)));
    let text = pdf_text(&stored);
    assert!(text.contains("Ana Soto") && text.contains("Se entregan 3 llaves."), "{text}");

    // The observed failure is handed to after-sales: a request of the unit with origin delivery act.
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    let requests = app::tickets::entity::ticket::Entity::find().filter(app::tickets::entity::ticket::Column::UnitId.eq(uuid::Uuid::parse_str(id).unwrap())).all(&app.state.db).await.unwrap();
    assert_eq!(requests.len(), 1);
    assert_eq!((requests[0].scope.as_str(), requests[0].origin.as_str()), ("postventa", "delivery_act"));
    assert!(requests[0].description.as_deref().unwrap().contains("Pintura: Mancha de humedad"), "{:?}", requests[0].description);
    let (_, failures) = admin.get(&format!("/api/warranties/requests/{}/failures", requests[0].id)).await;
    let first = &failures["data"][0];
    assert_eq!((first["item"]["name"].as_str(), first["issue"]["name"].as_str(), first["detail"].as_str(), first["status"].as_str()), (Some("Pintura"), Some("Mancha de humedad"), Some("Humedad bajo la ventana"), Some("pending")), "{failures}");
    assert_eq!(first["in_warranty"], true);

    let (_, unit) = admin.get(&format!("/api/warranties/units/{id}")).await;
    assert_eq!(unit["data"]["status"], "delivered_observations");
    assert_eq!(unit["data"]["act"]["id"], act["id"]);
    let (s, b) = admin.post(&format!("/api/warranties/units/{id}/act"), body).await;
    assert_eq!((s, field_error(&b, "unit")), (StatusCode::UNPROCESSABLE_ENTITY, "La unidad ya tiene un acta de entrega firmada.".into()));
    assert_eq!(admin.send(Method::DELETE, &format!("/api/warranties/units/{id}"), None).await.0, StatusCode::UNPROCESSABLE_ENTITY);

    // The QR label carries the unit's link.
    let (s, kind, label) = bytes(&admin, &format!("/api/warranties/units/{id}/label")).await;
    assert_eq!((s, kind.as_str()), (StatusCode::OK, "application/pdf"));
    // The printed URL wraps: read it without the line breaks.
    assert!(pdf_text(&label).replace(' ', "").contains(&format!("/app/warranties/ficha/{id}")));

    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get(act["url"].as_str().unwrap()).await.0, StatusCode::NOT_FOUND);
}
