//! `POST /api/concrete/imports/samples`: the laboratory's results, one sample per row: the lot by its number, the
//! sample's code, the laboratory by name, when taken and tested, the age and up to six specimen strengths. A code
//! already in the lot gets the row's values (the results arriving for samples registered at the pour); a new code is
//! a new sample. Each lot touched is judged once, after its rows.

use std::collections::{BTreeSet, HashMap};

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    Json,
};
use platform::{audit, context::Ctx, envelope::One, i18n::Msg, search::name_key, tenant::Scoped, ApiResult, AppState};
use sea_orm::{ColumnTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{form_errors, locate, number, out, read, rename, Columns, ConcreteImportForm, ConcreteImportOut, Row};
use crate::{
    concrete::{
        can_edit,
        entity::{catalog, lot, sample},
        samples::{check, write, ConcreteSampleIn, Valid},
        verdict,
    },
    config::user_imports::row_errors::RowErrors,
};

pub const COLUMNS: Columns = &[
    ("lot", &["lote", "n° lote", "nº lote", "número de lote", "numero do lote"]),
    ("code", &["código", "muestra", "amostra", "código de muestra", "código da amostra"]),
    ("laboratory", &["laboratorio", "laboratório"]),
    ("taken_on", &["fecha de toma", "toma", "fecha de muestreo", "data de moldagem", "moldagem", "data da coleta"]),
    ("age_days", &["edad", "idade", "edad días", "idade dias", "días", "dias"]),
    ("tested_on", &["fecha de ensayo", "ensayo", "data de ruptura", "ruptura", "data do ensaio"]),
    ("specimen1", &["probeta 1", "resistencia 1", "cp 1", "corpo de prova 1"]),
    ("specimen2", &["probeta 2", "resistencia 2", "cp 2", "corpo de prova 2"]),
    ("specimen3", &["probeta 3", "resistencia 3", "cp 3", "corpo de prova 3"]),
    ("specimen4", &["probeta 4", "resistencia 4", "cp 4", "corpo de prova 4"]),
    ("specimen5", &["probeta 5", "resistencia 5", "cp 5", "corpo de prova 5"]),
    ("specimen6", &["probeta 6", "resistencia 6", "cp 6", "corpo de prova 6"]),
];

const REQUIRED: &[&str] = &["lot", "code", "taken_on"];
const SPECIMENS: [&str; 6] = ["specimen1", "specimen2", "specimen3", "specimen4", "specimen5", "specimen6"];

fn form_field(field: &str) -> &str {
    match field {
        "laboratory" => "laboratory_id",
        f if f.starts_with("specimen") => "specimens_mpa",
        "lot" => "lot",
        other => other,
    }
}

struct Checked {
    lot_id: Uuid,
    existing: Option<sample::Model>,
    laboratory_id: Option<Uuid>,
    ok: Valid,
}

/// Checks a file of laboratory results (`projectId`) and, unless `dry_run`, writes them all.
#[utoipa::path(post, operation_id = "import_concrete_samples", path = "/concrete/imports/samples", tag = "concrete", params(("projectId" = Uuid, Query)), request_body(content = ConcreteImportForm, content_type = "multipart/form-data"), responses((status = 200, body = One<ConcreteImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn import(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<Json<One<ConcreteImportOut>>> {
    can_edit(&ctx)?;
    let project = ctx.require_project()?;
    let sheet = read(form).await?;
    let columns = locate(&sheet.table, COLUMNS, REQUIRED)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let lots: HashMap<i32, Uuid> = lot::Entity::scoped(&ctx.tenant).filter(lot::Column::ProjectId.eq(project)).all(&txn).await?.into_iter().map(|l| (l.number, l.id)).collect();
    let labs: HashMap<String, Uuid> = catalog::Entity::scoped(&ctx.tenant).filter(catalog::Column::Kind.eq("laboratory")).all(&txn).await?.into_iter().map(|c| (c.name_key, c.id)).collect();
    let samples: Vec<sample::Model> = sample::Entity::scoped(&ctx.tenant).filter(sample::Column::LotId.is_in(lots.values().copied().collect::<Vec<_>>())).all(&txn).await?;
    let mut errors = RowErrors::new(ctx.locale);
    let mut valid = Vec::new();
    let mut seen: HashMap<(Uuid, String), u32> = HashMap::new();
    for row in Row::all(&sheet.table, &columns) {
        let before = errors.list.len();
        let lot_id = row.text(&mut errors, "lot").and_then(|text| {
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            let found = digits.parse::<i32>().ok().and_then(|n| lots.get(&n).copied());
            if found.is_none() {
                errors.add(row.number, "lot", "unknown", &text, Msg::new("concrete.lot_not_found").arg("number", &text));
            }
            found
        });
        if row.cell("lot").text.trim().is_empty() && errors.list.len() == before {
            errors.add(row.number, "lot", "required", "", Msg::new("validation.required"));
        }
        let laboratory_id = row.text(&mut errors, "laboratory").and_then(|name| {
            let id = labs.get(&name_key(&name)).copied();
            if id.is_none() {
                errors.add(row.number, "laboratory_id", "unknown", &name, Msg::new("concrete.unknown_name").arg("name", &name));
            }
            id
        });
        let age_days = row.text(&mut errors, "age_days").and_then(|t| number(&mut errors, row.number, "age_days", &t)).map(|n| n.clamp(-1.0, 999.0) as i16);
        let specimens_mpa: Vec<f64> = SPECIMENS.iter().filter_map(|f| row.text(&mut errors, f).and_then(|t| number(&mut errors, row.number, "specimens_mpa", &t))).collect();
        let input = ConcreteSampleIn {
            code: row.text(&mut errors, "code"),
            laboratory_id,
            taken_on: row.text(&mut errors, "taken_on").map(|d| super::day(&d)),
            age_days,
            tested_on: row.text(&mut errors, "tested_on").map(|d| super::day(&d)),
            specimens_mpa,
        };
        rename(&mut errors, before, form_field);
        if let (Some(lot_id), Some(code)) = (lot_id, input.code.as_deref().map(str::trim)) {
            if let Some(first) = seen.insert((lot_id, code.to_lowercase()), row.number) {
                errors.add(row.number, "code", "duplicated", code, Msg::new("import.duplicated_file").arg("row", first));
            }
        }
        match check(&txn, &ctx, &input).await {
            Ok(mut ok) if errors.list.len() == before => {
                let lot_id = lot_id.unwrap_or_default();
                let existing = samples.iter().find(|s| s.lot_id == lot_id && s.code.to_lowercase() == ok.code.to_lowercase()).cloned();
                // The sample keeps its code as registered.
                if let Some(e) = &existing {
                    ok.code = e.code.clone();
                }
                valid.push(Checked { lot_id, existing, laboratory_id, ok });
            }
            Ok(_) => {}
            Err(failed) => form_errors(&mut errors, before, &row, COLUMNS, form_field, failed)?,
        }
    }
    let mut answer = out(sheet.table.rows.len(), valid.len(), errors);
    if sheet.dry_run || answer.error_count > 0 {
        return Ok(Json(One::new(answer)));
    }
    let mut touched = BTreeSet::new();
    for row in valid {
        if row.existing.is_some() { answer.updated += 1 } else { answer.created += 1 }
        touched.insert(row.lot_id);
        write(&txn, &ctx, row.lot_id, row.existing, row.laboratory_id, row.ok).await?;
    }
    for lot_id in touched {
        verdict::judge(&txn, &ctx, lot_id).await?;
    }
    let after = serde_json::json!({"file": sheet.name, "project_id": project, "created": answer.created, "updated": answer.updated});
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "concrete.samples_imported", entity: "concrete_sample", after: Some(after), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    let message = Msg::new("concrete.imported").arg("count", answer.created + answer.updated).render(ctx.locale);
    Ok(Json(One::new(answer).with_message(message)))
}
