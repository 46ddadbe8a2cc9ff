//! The conformity record's PDF (`act::conformity`, the delivery act's pieces): the request, the unit and its
//! owner, each failure with what the work order recorded and the owner's verdict, and the signature.

use platform::{context::Ctx, i18n::Msg, tenant::Scoped, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{ac::Signed, failure_view::label, failures::unit_of, owners};
use crate::{
    tickets::entity::ticket,
    warranties::{
        config::project,
        entity::{ac, ac_failure, failure, order_failure},
        units::act::lang,
    },
};

pub async fn build(state: &AppState, ctx: &Ctx, row: &ticket::Model, record: &ac::Model, signed: &Signed) -> ApiResult<Vec<u8>> {
    let db = &state.db;
    let project = project::find_by_id(db, ctx, row.project_id).await?;
    let logo = match &project.logo_key {
        Some(key) => state.storage.read_all(key).await.ok().map(|bytes| act::Image { bytes }),
        None => None,
    };
    let unit = unit_of(db, ctx, row).await?;
    let owner = owners::by_id(db, ctx, row.owner_id).await?.into_values().next().map(|a| a.name).unwrap_or_default();
    let links = ac_failure::Entity::find().filter(ac_failure::Column::AcId.eq(record.id)).all(db).await?;
    let failures = failure::Entity::scoped(&ctx.tenant).filter(failure::Column::Id.is_in(links.iter().map(|l| l.failure_id))).order_by_asc(failure::Column::Number).all(db).await?;
    let results = order_failure::Entity::find().filter(order_failure::Column::FailureId.is_in(failures.iter().map(|f| f.id))).all(db).await?;
    let rows = failures
        .iter()
        .map(|f| act::ConformityRow {
            number: f.number,
            label: label(f),
            severity: f.severity_name.clone(),
            comment: results.iter().rev().find(|r| r.failure_id == f.id && r.result.as_deref() == Some("solved")).and_then(|r| r.comment.clone()),
            conforming: signed.verdicts.iter().any(|(id, v)| *id == f.id && v == "conforming"),
        })
        .collect();
    let pt = lang(ctx) == act::Lang::Pt;
    let doc = act::Conformity {
        lang: lang(ctx),
        logo,
        company_name: ctx.company.name.clone(),
        project_name: project.name.clone(),
        unit_name: unit.name.clone(),
        owner_name: owner.clone(),
        request_number: row.number,
        request_subject: row.subject.clone(),
        code: record.code.clone(),
        date: chrono::Utc::now().date_naive(),
        rows,
        comment: signed.comment.clone(),
        refused: signed.status == "rejected",
        signature: act::SignatureBox { role_label: if pt { "Proprietário" } else { "Propietario" }.into(), name: signed.signer.clone().unwrap_or(owner), tax_id: None, image: signed.png.clone().map(|bytes| act::Image { bytes }) },
    };
    act::conformity(&doc).map_err(|err| match err {
        act::ActError::Image(_) => ApiError::field("signature", Msg::new("account.signature_invalid")),
        other => ApiError::internal(other),
    })
}
