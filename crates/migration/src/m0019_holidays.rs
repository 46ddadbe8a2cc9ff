//! National holidays that business days skip (Chile and Brazil built in). They are data: the provider adds or
//! removes dates through the API as governments publish them.

use sea_orm_migration::{prelude::*, schema::*, sea_orm::prelude::Date};

use crate::helpers::{drop, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// (country, date, name) — national holidays of 2025–2027 as published.
const HOLIDAYS: &[(&str, &str, &str)] = &[
    ("CL", "2025-01-01", "Año Nuevo"), ("CL", "2025-04-18", "Viernes Santo"), ("CL", "2025-04-19", "Sábado Santo"),
    ("CL", "2025-05-01", "Día del Trabajo"), ("CL", "2025-05-21", "Día de las Glorias Navales"),
    ("CL", "2025-06-20", "Día Nacional de los Pueblos Indígenas"), ("CL", "2025-06-29", "San Pedro y San Pablo"),
    ("CL", "2025-07-16", "Virgen del Carmen"), ("CL", "2025-08-15", "Asunción de la Virgen"),
    ("CL", "2025-09-18", "Independencia Nacional"), ("CL", "2025-09-19", "Día de las Glorias del Ejército"),
    ("CL", "2025-10-12", "Encuentro de Dos Mundos"), ("CL", "2025-10-31", "Día de las Iglesias Evangélicas"),
    ("CL", "2025-11-01", "Día de Todos los Santos"), ("CL", "2025-12-08", "Inmaculada Concepción"), ("CL", "2025-12-25", "Navidad"),
    ("CL", "2026-01-01", "Año Nuevo"), ("CL", "2026-04-03", "Viernes Santo"), ("CL", "2026-04-04", "Sábado Santo"),
    ("CL", "2026-05-01", "Día del Trabajo"), ("CL", "2026-05-21", "Día de las Glorias Navales"),
    ("CL", "2026-06-21", "Día Nacional de los Pueblos Indígenas"), ("CL", "2026-06-29", "San Pedro y San Pablo"),
    ("CL", "2026-07-16", "Virgen del Carmen"), ("CL", "2026-08-15", "Asunción de la Virgen"),
    ("CL", "2026-09-18", "Independencia Nacional"), ("CL", "2026-09-19", "Día de las Glorias del Ejército"),
    ("CL", "2026-10-12", "Encuentro de Dos Mundos"), ("CL", "2026-10-31", "Día de las Iglesias Evangélicas"),
    ("CL", "2026-11-01", "Día de Todos los Santos"), ("CL", "2026-12-08", "Inmaculada Concepción"), ("CL", "2026-12-25", "Navidad"),
    ("CL", "2027-01-01", "Año Nuevo"), ("CL", "2027-03-26", "Viernes Santo"), ("CL", "2027-03-27", "Sábado Santo"),
    ("CL", "2027-05-01", "Día del Trabajo"), ("CL", "2027-05-21", "Día de las Glorias Navales"),
    ("CL", "2027-06-21", "Día Nacional de los Pueblos Indígenas"), ("CL", "2027-06-28", "San Pedro y San Pablo"),
    ("CL", "2027-07-16", "Virgen del Carmen"), ("CL", "2027-08-15", "Asunción de la Virgen"),
    ("CL", "2027-09-18", "Independencia Nacional"), ("CL", "2027-09-19", "Día de las Glorias del Ejército"),
    ("CL", "2027-10-11", "Encuentro de Dos Mundos"), ("CL", "2027-10-31", "Día de las Iglesias Evangélicas"),
    ("CL", "2027-11-01", "Día de Todos los Santos"), ("CL", "2027-12-08", "Inmaculada Concepción"), ("CL", "2027-12-25", "Navidad"),
    ("BR", "2025-01-01", "Confraternização Universal"), ("BR", "2025-04-18", "Sexta-feira Santa"), ("BR", "2025-04-21", "Tiradentes"),
    ("BR", "2025-05-01", "Dia do Trabalho"), ("BR", "2025-09-07", "Independência do Brasil"), ("BR", "2025-10-12", "Nossa Senhora Aparecida"),
    ("BR", "2025-11-02", "Finados"), ("BR", "2025-11-15", "Proclamação da República"), ("BR", "2025-11-20", "Dia Nacional de Zumbi e da Consciência Negra"),
    ("BR", "2025-12-25", "Natal"),
    ("BR", "2026-01-01", "Confraternização Universal"), ("BR", "2026-04-03", "Sexta-feira Santa"), ("BR", "2026-04-21", "Tiradentes"),
    ("BR", "2026-05-01", "Dia do Trabalho"), ("BR", "2026-09-07", "Independência do Brasil"), ("BR", "2026-10-12", "Nossa Senhora Aparecida"),
    ("BR", "2026-11-02", "Finados"), ("BR", "2026-11-15", "Proclamação da República"), ("BR", "2026-11-20", "Dia Nacional de Zumbi e da Consciência Negra"),
    ("BR", "2026-12-25", "Natal"),
    ("BR", "2027-01-01", "Confraternização Universal"), ("BR", "2027-03-26", "Sexta-feira Santa"), ("BR", "2027-04-21", "Tiradentes"),
    ("BR", "2027-05-01", "Dia do Trabalho"), ("BR", "2027-09-07", "Independência do Brasil"), ("BR", "2027-10-12", "Nossa Senhora Aparecida"),
    ("BR", "2027-11-02", "Finados"), ("BR", "2027-11-15", "Proclamação da República"), ("BR", "2027-11-20", "Dia Nacional de Zumbi e da Consciência Negra"),
    ("BR", "2027-12-25", "Natal"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("holidays")
                .if_not_exists()
                .col(string_len("country", 2))
                .col(date("date"))
                .col(string("name"))
                .primary_key(Index::create().col("country").col("date"))
                .to_owned(),
        )
        .await?;
        m.create_index(index("holidays", &["date"], false)).await?;
        let mut insert = Query::insert();
        insert.into_table("holidays").columns(["country", "date", "name"]);
        for (country, date, name) in HOLIDAYS {
            let day = Date::parse_from_str(date, "%Y-%m-%d").map_err(|e| DbErr::Custom(e.to_string()))?;
            insert.values_panic([(*country).into(), day.into(), (*name).into()]);
        }
        m.exec_stmt(insert).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "holidays").await
    }
}
