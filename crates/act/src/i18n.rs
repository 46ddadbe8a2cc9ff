//! Every fixed label of the documents (the delivery act, its label and the
//! conformity record), in Spanish (the default) and Brazilian
//! Portuguese, plus the small formatting rules that differ by nothing but words
//! (dates are dd-mm-YYYY and decimals use a comma in both languages).

use chrono::{Datelike, NaiveDate};

use crate::{Lang, MeterKind, Role};

/// The fixed texts of one language.
pub(crate) struct Texts {
    pub title: &'static str,
    pub date: &'static str,
    pub none: &'static str,
    // 1. Project
    pub project: &'static str,
    pub project_name: &'static str,
    pub address: &'static str,
    pub real_estate: &'static str,
    pub real_estate_tax_id: &'static str,
    pub legal_rep: &'static str,
    pub legal_rep_tax_id: &'static str,
    pub municipal_reception: &'static str,
    // 2. Unit
    pub unit: &'static str,
    pub floor: &'static str,
    pub unit_type: &'static str,
    pub surface: &'static str,
    pub parkings: &'static str,
    pub stores: &'static str,
    pub scheduled_date: &'static str,
    pub delivery_date: &'static str,
    pub registry_date: &'static str,
    pub responsible: &'static str,
    // 3. People
    pub people: &'static str,
    pub name: &'static str,
    pub tax_id: &'static str,
    pub role: &'static str,
    pub email: &'static str,
    pub phone: &'static str,
    pub owner: &'static str,
    pub receiver: &'static str,
    // 4. Meters
    pub meters: &'static str,
    pub meter_kind: &'static str,
    pub meter_number: &'static str,
    pub meter_reading: &'static str,
    pub meter_kinds: [&'static str; 5],
    // 5. Accessories
    pub accessories: &'static str,
    pub accessory: &'static str,
    pub quantity: &'static str,
    pub delivered: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    // 6. Certificates
    pub certificates: &'static str,
    pub document: &'static str,
    pub delivered_by: &'static str,
    pub cert_date: &'static str,
    // 7. Revision
    pub revision: &'static str,
    pub complies: &'static str,
    pub failures: &'static str,
    pub not_applicable: &'static str,
    pub solved: &'static str,
    pub solved_after_sales: &'static str,
    pub observations: &'static str,
    pub no_observations: &'static str,
    pub area: &'static str,
    pub place: &'static str,
    pub item: &'static str,
    pub issue: &'static str,
    pub severity: &'static str,
    pub comment: &'static str,
    pub photos: &'static str,
    // 8.–10.
    pub note: &'static str,
    pub declaration_heading: &'static str,
    pub declaration: &'static str,
    pub signatures: &'static str,
    pub page: &'static str,
    pub of: &'static str,
    // The conformity record (AC); it also uses date, none, unit, owner, tax_id,
    // severity, comment and declaration_heading.
    pub ac_title: &'static str,
    pub ac_details: &'static str,
    pub ac_request: &'static str,
    pub ac_rows: &'static str,
    pub ac_number: &'static str,
    pub ac_failure: &'static str,
    pub ac_work_done: &'static str,
    pub ac_verdict: &'static str,
    pub ac_conforming: &'static str,
    pub ac_not_conforming: &'static str,
    pub ac_no_rows: &'static str,
    pub ac_declaration: &'static str,
    pub ac_refused: &'static str,
    /// Shorter than `ac_refused`: it fills the signature box.
    pub ac_refused_stamp: &'static str,
    pub ac_signature: &'static str,
}

const ES: Texts = Texts {
    title: "ACTA DE ENTREGA",
    date: "Fecha",
    none: "—",
    project: "Proyecto",
    project_name: "Nombre",
    address: "Dirección",
    real_estate: "Inmobiliaria",
    real_estate_tax_id: "RUT inmobiliaria",
    legal_rep: "Representante legal",
    legal_rep_tax_id: "RUT representante legal",
    municipal_reception: "Recepción municipal",
    unit: "Unidad",
    floor: "Piso",
    unit_type: "Tipo",
    surface: "Superficie",
    parkings: "Estacionamientos",
    stores: "Bodegas",
    scheduled_date: "Fecha programada",
    delivery_date: "Fecha de entrega",
    registry_date: "Inscripción en el Conservador de Bienes Raíces",
    responsible: "Responsable",
    people: "Propietarios y receptores",
    name: "Nombre",
    tax_id: "RUT",
    role: "Rol",
    email: "Correo electrónico",
    phone: "Teléfono",
    owner: "Propietario",
    receiver: "Receptor",
    meters: "Medidores",
    meter_kind: "Tipo",
    meter_number: "Número",
    meter_reading: "Lectura",
    meter_kinds: ["Luz", "Agua fría", "Agua caliente", "Gas", "Calefacción"],
    accessories: "Accesorios",
    accessory: "Accesorio",
    quantity: "Cantidad",
    delivered: "Entregado",
    yes: "Sí",
    no: "No",
    certificates: "Certificados",
    document: "Documento",
    delivered_by: "Entregado por",
    cert_date: "Fecha",
    revision: "Revisión",
    complies: "Cumple",
    failures: "Fallas",
    not_applicable: "No aplica",
    solved: "Resueltas",
    solved_after_sales: "Resueltas en postventa",
    observations: "Observaciones",
    no_observations: "Sin observaciones.",
    area: "Recinto",
    place: "Lugar",
    item: "Ítem",
    issue: "Problema",
    severity: "Severidad",
    comment: "Comentario",
    photos: "Fotos",
    note: "Nota",
    declaration_heading: "Declaración",
    declaration: "Los receptores declaran recibir la unidad individualizada en este acta, con las observaciones indicadas, que serán atendidas por el servicio de postventa.",
    signatures: "Firmas",
    page: "Página",
    of: "de",
    ac_title: "Acta de conformidad",
    ac_details: "Antecedentes",
    ac_request: "Solicitud de postventa",
    ac_rows: "Trabajos revisados",
    ac_number: "N.º",
    ac_failure: "Falla",
    ac_work_done: "Trabajo realizado",
    ac_verdict: "Veredicto",
    ac_conforming: "Conforme",
    ac_not_conforming: "No conforme",
    ac_no_rows: "Sin trabajos que revisar.",
    ac_declaration: "El propietario declara haber revisado los trabajos indicados y deja constancia de su conformidad o disconformidad con cada uno.",
    ac_refused: "El propietario se negó a firmar.",
    ac_refused_stamp: "Se negó a firmar",
    ac_signature: "Firma",
};

const PT: Texts = Texts {
    title: "TERMO DE ENTREGA",
    date: "Data",
    none: "—",
    project: "Projeto",
    project_name: "Nome",
    address: "Endereço",
    real_estate: "Incorporadora",
    real_estate_tax_id: "CNPJ da incorporadora",
    legal_rep: "Representante legal",
    legal_rep_tax_id: "CPF do representante legal",
    municipal_reception: "Habite-se",
    unit: "Unidade",
    floor: "Andar",
    unit_type: "Tipologia",
    surface: "Área",
    parkings: "Vagas",
    stores: "Depósitos",
    scheduled_date: "Data agendada",
    delivery_date: "Data de entrega",
    registry_date: "Registro no Cartório de Imóveis",
    responsible: "Responsável",
    people: "Proprietários e recebedores",
    name: "Nome",
    tax_id: "CPF",
    role: "Papel",
    email: "E-mail",
    phone: "Telefone",
    owner: "Proprietário",
    receiver: "Recebedor",
    meters: "Medidores",
    meter_kind: "Tipo",
    meter_number: "Número",
    meter_reading: "Leitura",
    meter_kinds: ["Luz", "Água fria", "Água quente", "Gás", "Aquecimento"],
    accessories: "Acessórios",
    accessory: "Acessório",
    quantity: "Quantidade",
    delivered: "Entregue",
    yes: "Sim",
    no: "Não",
    certificates: "Certificados",
    document: "Documento",
    delivered_by: "Entregue por",
    cert_date: "Data",
    revision: "Vistoria",
    complies: "Conforme",
    failures: "Não conformidades",
    not_applicable: "Não se aplica",
    solved: "Resolvidas",
    solved_after_sales: "Resolvidas no pós-venda",
    observations: "Observações",
    no_observations: "Sem observações.",
    area: "Ambiente",
    place: "Local",
    item: "Item",
    issue: "Problema",
    severity: "Gravidade",
    comment: "Comentário",
    photos: "Fotos",
    note: "Observação geral",
    declaration_heading: "Declaração",
    declaration: "Os recebedores declaram receber a unidade descrita neste termo, com as observações indicadas, que serão atendidas pelo serviço de pós-venda.",
    signatures: "Assinaturas",
    page: "Página",
    of: "de",
    ac_title: "Termo de conformidade",
    ac_details: "Identificação",
    ac_request: "Solicitação de pós-venda",
    ac_rows: "Serviços verificados",
    ac_number: "Nº",
    ac_failure: "Falha",
    ac_work_done: "Serviço realizado",
    ac_verdict: "Parecer",
    ac_conforming: "Conforme",
    ac_not_conforming: "Não conforme",
    ac_no_rows: "Sem serviços a verificar.",
    ac_declaration: "O proprietário declara ter verificado os serviços indicados e registra sua conformidade ou não conformidade com cada um.",
    ac_refused: "O proprietário se recusou a assinar.",
    ac_refused_stamp: "Recusou-se a assinar",
    ac_signature: "Assinatura",
};

/// The texts of `lang`.
pub(crate) fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::Es => &ES,
        Lang::Pt => &PT,
    }
}

impl Texts {
    pub(crate) fn role(&self, role: Role) -> &'static str {
        match role {
            Role::Owner => self.owner,
            Role::Receiver => self.receiver,
        }
    }

    pub(crate) fn meter_kind(&self, kind: MeterKind) -> &'static str {
        let index = match kind {
            MeterKind::Light => 0,
            MeterKind::ColdWater => 1,
            MeterKind::HotWater => 2,
            MeterKind::Gas => 3,
            MeterKind::Heating => 4,
        };
        self.meter_kinds[index]
    }

    /// The owner's verdict on one row of a conformity record.
    pub(crate) fn verdict(&self, conforming: bool) -> &'static str {
        if conforming {
            self.ac_conforming
        } else {
            self.ac_not_conforming
        }
    }

    pub(crate) fn yes_no(&self, value: bool) -> &'static str {
        if value {
            self.yes
        } else {
            self.no
        }
    }

    /// "Página N de M".
    pub(crate) fn page_of(&self, page: usize, total: usize) -> String {
        format!("{} {page} {} {total}", self.page, self.of)
    }
}

/// A date as dd-mm-YYYY.
pub(crate) fn date(date: NaiveDate) -> String {
    format!("{:02}-{:02}-{:04}", date.day(), date.month(), date.year())
}

/// A surface with one decimal and a decimal comma: "85,5 m²".
pub(crate) fn surface(m2: f64) -> String {
    format!("{m2:.1} m²").replacen('.', ",", 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_print_as_day_month_year() {
        let d = NaiveDate::from_ymd_opt(2025, 3, 7).unwrap();
        assert_eq!(date(d), "07-03-2025");
    }

    #[test]
    fn surfaces_keep_one_decimal_with_a_comma() {
        assert_eq!(surface(85.5), "85,5 m²");
        assert_eq!(surface(100.0), "100,0 m²");
        assert_eq!(surface(42.26), "42,3 m²");
    }

    #[test]
    fn the_footer_reads_page_n_of_m_in_both_languages() {
        assert_eq!(texts(Lang::Es).page_of(1, 3), "Página 1 de 3");
        assert_eq!(texts(Lang::Pt).page_of(2, 3), "Página 2 de 3");
    }
}
