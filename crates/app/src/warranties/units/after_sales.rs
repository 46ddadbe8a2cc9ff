//! What a signed act hands to after-sales: its observed failures become one after-sales request of the unit on
//! the ticket core (scope `postventa`, origin delivery act), with each failure in its description and as a
//! failure of the request (`requests::from_act`), so nothing observed at delivery waits.

use platform::{context::Ctx, ApiResult};
use sea_orm::ConnectionTrait;

use crate::{
    tickets::{
        self,
        status::{Origin, Priority},
        store,
    },
    warranties::entity::unit,
};

/// Opens the request when the act has observations; returns its number.
pub async fn open_from_act<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, observations: &[act::Observation], act_date: chrono::NaiveDate) -> ApiResult<Option<i64>> {
    if observations.is_empty() {
        return Ok(None);
    }
    let pt = ctx.company.country.eq_ignore_ascii_case("BR");
    let subject = if pt { format!("Observações do termo de entrega · {}", unit.name) } else { format!("Observaciones del acta de entrega · {}", unit.name) };
    let lines: Vec<String> = observations
        .iter()
        .map(|o| {
            let mut line = format!("- {} › {} › {}", o.area, o.place, o.item);
            if let Some(issue) = &o.issue {
                line.push_str(&format!(": {issue}"));
            }
            if let Some(sev) = &o.severity {
                line.push_str(&format!(" ({sev})"));
            }
            if let Some(c) = &o.comment {
                line.push_str(&format!(". {c}"));
            }
            line
        })
        .collect();
    let new = store::New {
        project_id: unit.project_id,
        scope: tickets::POSTVENTA,
        subject,
        description: Some(lines.join("\n")),
        priority: Priority::High,
        origin: Origin::DeliveryAct,
        applicant_id: None,
        owner_id: None,
        unit_id: Some(unit.id),
        responsible_id: unit.responsible_id,
    };
    let row = store::insert(db, ctx, new).await?;
    crate::warranties::requests::from_act::failures(db, ctx, &row, unit, act_date).await?;
    Ok(Some(row.number))
}
