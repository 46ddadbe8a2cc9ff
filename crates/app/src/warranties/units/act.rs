//! The delivery act (`vista-previa-acta`): a PDF made by the `act` crate from the unit's records, in the company's
//! language. The preview and the stored act come from the same function and the same records, so a preview with
//! the signatures drawn is byte for byte the act that signing stores (on the same day). A signed act is stored
//! once with its SHA-256 and never changed; signing moves the unit to delivered (with observations when the
//! revision has failures), and its failures open the unit's first after-sales request. Also the QR label.

use std::collections::HashMap;

use axum::{
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use base64::Engine;
use chrono::Utc;
use platform::{
    context::Ctx,
    entities::{project, user},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::{Locale, Msg},
    storage::serve::{self, FileOut},
    tenant::Scoped,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::{Expr, ExprTrait}, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::{actions, activity, after_sales, details, dto::*, notify::company_locale, owners, revision, view};
use crate::warranties::{
    can_edit, can_read,
    entity::{act as act_row, file, severity, unit, unit_type},
    find_unit,
};

const MAX_SIGNATURE: usize = 512 * 1024;

/// The PNG of a signature drawn on screen (a `data:image/png;base64,` URL of at most 512 KB), if it is one.
pub fn signature_png(data: Option<&str>) -> Option<Vec<u8>> {
    let png = base64::engine::general_purpose::STANDARD.decode(data?.strip_prefix("data:image/png;base64,")?.trim()).ok()?;
    (png.starts_with(b"\x89PNG\r\n\x1a\n") && png.len() <= MAX_SIGNATURE).then_some(png)
}

pub fn pdf(bytes: Vec<u8>, name: &str) -> Response {
    ([(header::CONTENT_TYPE, "application/pdf".to_string()), (header::CACHE_CONTROL, "no-store".to_string()), (header::CONTENT_DISPOSITION, serve::content_disposition(true, name))], bytes).into_response()
}

/// The act as it stands, with empty signature boxes.
#[utoipa::path(get, operation_id = "preview_act", path = "/warranties/units/{id}/act/preview", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn preview(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    can_read(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    let doc = build(&state, &ctx, &unit, &[], None).await?;
    Ok(pdf(render(&doc)?, &format!("acta-{}.pdf", unit.name)))
}

/// The act as signing would store it, with these signatures.
#[utoipa::path(post, operation_id = "preview_signed_act", path = "/warranties/units/{id}/act/preview", tag = "warranties", params(("id" = Uuid, Path)), request_body = ActIn, responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn preview_signed(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActIn>) -> ApiResult<Response> {
    can_read(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    let (signers, note) = signers(&state.db, &ctx, &unit, &input, false).await?;
    let doc = build(&state, &ctx, &unit, &signers, note).await?;
    Ok(pdf(render(&doc)?, &format!("acta-{}.pdf", unit.name)))
}

/// Signs the act: stores the PDF with its SHA-256 and delivers the unit.
#[utoipa::path(post, operation_id = "sign_act", path = "/warranties/units/{id}/act", tag = "warranties", params(("id" = Uuid, Path)), request_body = ActIn, responses((status = 201, body = One<ActOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn sign(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ActIn>) -> ApiResult<(StatusCode, Json<One<ActOut>>)> {
    can_edit(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    if UnitStatus::parse(&unit.status).is_some_and(UnitStatus::delivered) && unit.act_id.is_some() {
        return Err(ApiError::field("unit", Msg::new("warranties.act_exists")));
    }
    let (signers, note) = signers(&state.db, &ctx, &unit, &input, true).await?;
    let doc = build(&state, &ctx, &unit, &signers, note.clone()).await?;
    let bytes = render(&doc)?;
    let act_id = Uuid::now_v7();
    let key = format!("acts/{}/{}/{act_id}.pdf", ctx.company.id, unit.id);
    let size = bytes.len() as i64;
    let written = state.storage.put_bytes(&key, bytes).await.map_err(ApiError::internal)?;
    let stored: ApiResult<act_row::Model> = async {
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        let fresh = find_unit(&txn, &ctx, id).await?;
        if fresh.version != unit.version {
            return Err(ApiError::conflict());
        }
        let status = actions::delivered_status(&txn, unit.id).await?;
        let signer_json = serde_json::json!(signers.iter().map(|s| serde_json::json!({"role": s.role_label, "name": s.name})).collect::<Vec<_>>());
        let row = act_row::Entity::insert(act_row::ActiveModel {
            id: Set(act_id),
            company_id: Set(ctx.company.id),
            unit_id: Set(unit.id),
            object_key: Set(key.clone()),
            size: Set(size),
            sha256: Set(written.sha256.clone()),
            act_date: Set(doc.date),
            signers: Set(signer_json),
            observations: Set(doc.observations.len() as i32),
            signed_by: Set(ctx.user.id),
            created_at: Set(Utc::now()),
        })
        .exec_with_returning(&txn)
        .await?;
        unit::Entity::update_many()
            .col_expr(unit::Column::ActId, Expr::value(Some(act_id)))
            .col_expr(unit::Column::Status, Expr::value(status.as_str()))
            .col_expr(unit::Column::DeliveryDate, Expr::value(Some(doc.date)))
            .col_expr(unit::Column::Note, Expr::value(note.clone()))
            .col_expr(unit::Column::Version, Expr::col(unit::Column::Version).add(1))
            .col_expr(unit::Column::UpdatedAt, Expr::value(Utc::now()))
            .filter(unit::Column::Id.eq(unit.id))
            .exec(&txn)
            .await?;
        let request = after_sales::open_from_act(&txn, &ctx, &fresh, &doc.observations, doc.date).await?;
        activity::record(&txn, &ctx, unit.id, "warranties.act_signed", Some(serde_json::json!({"status": unit.status})), Some(serde_json::json!({"status": status.as_str(), "sha256": written.sha256, "observations": doc.observations.len(), "request": request}))).await?;
        txn.commit().await?;
        Ok(row)
    }
    .await;
    match stored {
        Ok(row) => Ok((StatusCode::CREATED, Json(One::new(view::act_out(&row))))),
        Err(err) => {
            state.storage.delete(&key).await.ok();
            Err(err)
        }
    }
}

/// A signed act's PDF.
#[utoipa::path(get, operation_id = "get_act_content", path = "/warranties/acts/{id}/content", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn content(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, headers: HeaderMap) -> ApiResult<Response> {
    can_read(&ctx)?;
    let row = act_row::Entity::scoped(&ctx.tenant).filter(act_row::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let unit = find_unit(&state.db, &ctx, row.unit_id).await?;
    let name = format!("acta-{}-{}.pdf", unit.name, row.act_date);
    serve::respond(&state.storage, &headers, FileOut { key: &row.object_key, name: &name, mime: "application/pdf", size: row.size as u64, inline: true, etag: Some(&row.sha256) }).await
}

/// The unit's printable QR label; the code opens the unit's page for staff.
#[utoipa::path(get, operation_id = "unit_label", path = "/warranties/units/{id}/label", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, description = "application/pdf", content_type = "application/pdf"), (status = 404, body = platform::error::ErrorBody)))]
pub async fn label(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Response> {
    can_read(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    let project = project_of(&state.db, &ctx, &unit).await?;
    let url = format!("{}/app/warranties/ficha/{}/propietarios?projectId={}", state.config.public_url.trim_end_matches('/'), unit.id, unit.project_id);
    let doc = act::Label { lang: lang(&ctx), project: project.name, unit: unit.name.clone(), floor: unit.floor.clone(), url };
    let bytes = act::label(&doc).map_err(ApiError::internal)?;
    Ok(pdf(bytes, &format!("etiqueta-{}.pdf", unit.name)))
}

pub fn lang(ctx: &Ctx) -> act::Lang {
    match company_locale(&ctx.company.country) {
        Locale::Es => act::Lang::Es,
        Locale::Pt => act::Lang::Pt,
    }
}

fn render(doc: &act::Act) -> ApiResult<Vec<u8>> {
    act::render(doc).map_err(|err| match err {
        act::ActError::Image(_) => ApiError::field("signatures", Msg::new("account.signature_invalid")),
        other => ApiError::internal(other),
    })
}

async fn project_of<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model) -> ApiResult<project::Model> {
    project::Entity::scoped(&ctx.tenant).filter(project::Column::Id.eq(unit.project_id)).one(db).await?.ok_or_else(ApiError::not_found)
}

/// The signature boxes: receivers (owners or receivers of the unit) and the company's representative. Signing
/// needs at least one of each, each with its drawn PNG.
async fn signers<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, input: &ActIn, signing: bool) -> ApiResult<(Vec<act::SignatureBox>, Option<String>)> {
    let mut v = Validator::new();
    let note = actions::valid_note(&mut v, input.note.as_deref());
    let people: HashMap<Uuid, OwnerOut> = owners::of(db, unit.id).await?.into_iter().map(|o| (o.id, o)).collect();
    let pt = lang(ctx) == act::Lang::Pt;
    let mut boxes = Vec::new();
    let (mut receivers, mut representatives) = (0, 0);
    for (i, s) in input.signatures.iter().enumerate() {
        let field = format!("signatures.{i}");
        let image = match (signature_png(s.image.as_deref()), s.image.is_some()) {
            (Some(png), _) => Some(act::Image { bytes: png }),
            (None, false) if !signing => None,
            _ => {
                v.add(&format!("{field}.image"), Msg::new("account.signature_invalid"));
                None
            }
        };
        match s.role.as_deref() {
            Some("receiver") => match s.owner_id.and_then(|o| people.get(&o)) {
                Some(o) => {
                    receivers += 1;
                    let role_label = match (o.role, pt) { (OwnerRole::Owner, false) => "Propietario", (OwnerRole::Owner, true) => "Proprietário", (OwnerRole::Receiver, false) => "Receptor", (OwnerRole::Receiver, true) => "Recebedor" };
                    boxes.push(act::SignatureBox { role_label: role_label.into(), name: format!("{} {}", o.first_name, o.last_name), tax_id: o.tax_id.clone(), image });
                }
                None => v.add(&format!("{field}.owner_id"), Msg::new("warranties.signer_missing")),
            },
            Some("representative") => {
                representatives += 1;
                let name = s.name.as_deref().map(str::trim).filter(|n| !n.is_empty()).map(String::from).unwrap_or_else(|| ctx.user.full_name());
                boxes.push(act::SignatureBox { role_label: if pt { "Representante da empresa" } else { "Representante de la empresa" }.into(), name, tax_id: None, image });
            }
            _ => v.add(&format!("{field}.role"), Msg::new("validation.one_of")),
        }
    }
    if signing && receivers == 0 {
        v.add("signatures", Msg::new("warranties.receiver_signature_required"));
    }
    if signing && representatives == 0 {
        v.add("signatures", Msg::new("warranties.representative_signature_required"));
    }
    v.finish()?;
    if boxes.is_empty() {
        boxes = people.values().map(|o| act::SignatureBox { role_label: String::new(), name: format!("{} {}", o.first_name, o.last_name), tax_id: o.tax_id.clone(), image: None }).collect();
        boxes.sort_by(|a, b| a.name.cmp(&b.name));
        boxes.push(act::SignatureBox { role_label: if pt { "Representante da empresa" } else { "Representante de la empresa" }.into(), name: ctx.user.full_name(), tax_id: None, image: None });
    }
    Ok((boxes, note))
}

/// Everything the act prints, read from the unit's records.
async fn build(state: &AppState, ctx: &Ctx, unit: &unit::Model, signatures: &[act::SignatureBox], note: Option<String>) -> ApiResult<act::Act> {
    let db = &state.db;
    let project = project_of(db, ctx, unit).await?;
    let logo = match &project.logo_key {
        Some(key) => state.storage.read_all(key).await.ok().map(|bytes| act::Image { bytes }),
        None => None,
    };
    let unit_type = match unit.unit_type_id {
        Some(t) => unit_type::Entity::find_by_id(t).one(db).await?,
        None => None,
    };
    let responsible = match unit.responsible_id {
        Some(r) => user::Entity::find_by_id(r).one(db).await?.map(|u| u.full_name()),
        None => None,
    };
    let people = owners::of(db, unit.id).await?;
    let det = details::of(db, unit.id).await?;
    let certificates = file::Entity::find().filter(file::Column::UnitId.eq(unit.id)).filter(file::Column::Kind.eq("certificate")).all(db).await?;
    let rev = revision::load(db, unit).await?;
    let severities: HashMap<Uuid, String> = severity::Entity::find().filter(severity::Column::ProjectId.eq(unit.project_id)).all(db).await?.into_iter().map(|s| (s.id, s.name)).collect();
    let mut observations = Vec::new();
    for area in &rev.areas {
        for place in &area.places {
            for item in &place.items {
                let Some(r) = item.revision.as_ref().filter(|r| r.status == RevisionStatus::Failure) else { continue };
                observations.push(act::Observation {
                    area: area.name.clone(),
                    place: place.name.clone(),
                    item: item.name.clone(),
                    issue: r.issue_id.and_then(|i| item.issues.iter().find(|x| x.id == i)).map(|x| x.name.clone()),
                    severity: r.severity_id.and_then(|s| severities.get(&s).cloned()),
                    comment: r.comment.clone(),
                    photos: r.photos.len() as u32,
                });
            }
        }
    }
    let meter_kind = |k: MeterKind| match k {
        MeterKind::Light => act::MeterKind::Light,
        MeterKind::ColdWater => act::MeterKind::ColdWater,
        MeterKind::HotWater => act::MeterKind::HotWater,
        MeterKind::Gas => act::MeterKind::Gas,
        MeterKind::Heating => act::MeterKind::Heating,
    };
    let s = &rev.summary;
    Ok(act::Act {
        lang: lang(ctx),
        logo,
        company_name: ctx.company.name.clone(),
        project: act::Project {
            name: project.name.clone(),
            address: project.address.clone(),
            real_estate_name: project.real_estate_name.clone(),
            real_estate_tax_id: project.real_estate_tax_id.clone(),
            legal_rep_name: project.legal_representative.clone(),
            legal_rep_tax_id: project.legal_representative_tax_id.clone(),
            municipal_reception_date: project.municipal_reception_date,
        },
        unit: act::Unit {
            name: unit.name.clone(),
            floor: unit.floor.clone(),
            unit_type: unit_type.as_ref().map(|t| t.name.clone()),
            surface_m2: unit_type.as_ref().and_then(|t| t.surface),
            parkings: view::strings(&unit.parkings),
            stores: view::strings(&unit.stores),
            scheduled_date: unit.scheduled_at.map(|d| d.date_naive()),
            delivery_date: unit.delivery_date.or(Some(Utc::now().date_naive())),
            registry_date: unit.registry_date,
            responsible,
        },
        owners: people
            .iter()
            .map(|o| act::Person { first_name: o.first_name.clone(), last_name: o.last_name.clone(), email: o.email.clone(), phone: o.phone.clone(), role: if o.role == OwnerRole::Receiver { act::Role::Receiver } else { act::Role::Owner }, tax_id: o.tax_id.clone() })
            .collect(),
        meters: det.meters.iter().map(|m| act::Meter { kind: meter_kind(m.kind), number: m.number.clone(), reading: m.reading.clone() }).collect(),
        accessories: det.accessories.iter().map(|a| act::Accessory { name: a.name.clone(), delivered: a.delivered, quantity: Ord::max(a.quantity, 0) as u32 }).collect(),
        certificates: certificates.iter().map(|c| act::Certificate { name: c.name.clone(), delivered_by: c.delivered_by.clone(), date: c.delivered_on }).collect(),
        observations,
        revision: act::RevisionSummary { complies: s.complies as u32, failures: s.failure as u32, not_applicable: s.not_applicable as u32, solved: s.solved as u32, solved_after_sales: s.solved_after_sales as u32 },
        note: note.or_else(|| unit.note.clone()),
        date: Utc::now().date_naive(),
        signatures: signatures.to_vec(),
    })
}
