//! The usage figures as a workbook: periods, modules, actions and projects, headers in the reader's language.

use platform::i18n::Locale;
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::dto::UsageOut;

/// A module's name as the sidebar shows it.
fn module_name(key: &str, pt: bool) -> String {
    let (es, pt_text) = match key {
        "concrete" => ("Hormigón", "Concreto"),
        "cbox" => ("Cbox", "Cbox"),
        "cmanagement" => ("Cmanagement", "Cmanagement"),
        "quality" => ("Calidad y avance", "Qualidade e avanço"),
        "verifications" => ("Verificaciones", "Verificações"),
        "warranties" => ("Entregas y postventa", "Entregas e pós-venda"),
        "billing" => ("Facturación", "Faturamento"),
        "ocinsights" => ("Uso", "Uso"),
        "tiinsights" => ("Técnico", "Técnico"),
        "benchmark" => ("Benchmark", "Benchmark"),
        "config" => ("Configuración", "Configuração"),
        "home" => ("Inicio", "Início"),
        "bim" => ("Modelos BIM", "Modelos BIM"),
        "api" => ("API", "API"),
        other => (other, other),
    };
    if pt { pt_text } else { es }.to_string()
}

fn action_name(key: &str, pt: bool) -> &str {
    match (key, pt) {
        ("view", false) => "Consultar",
        ("view", true) => "Consultar",
        ("create", false) => "Crear",
        ("create", true) => "Criar",
        ("edit", _) => "Editar",
        ("delete", false) => "Eliminar",
        ("delete", true) => "Excluir",
        (other, _) => other,
    }
}

pub fn workbook(locale: Locale, u: &UsageOut) -> Result<Vec<u8>, XlsxError> {
    let pt = locale == Locale::Pt;
    let t = |es: &'static str, pt_text: &'static str| if pt { pt_text } else { es };
    let bold = Format::new().set_bold();
    let mut book = Workbook::new();
    let header = |sheet: &mut rust_xlsxwriter::Worksheet, heads: &[&str]| -> Result<(), XlsxError> {
        for (col, head) in heads.iter().enumerate() {
            sheet.write_string_with_format(0, col as u16, *head, &bold)?;
        }
        sheet.set_column_width(0, 28)?;
        Ok(())
    };
    let sheet = book.add_worksheet().set_name(t("Periodos", "Períodos"))?;
    header(sheet, &[t("Periodo", "Período"), t("Usuarios activos", "Usuários ativos"), t("Sesiones", "Sessões"), t("Acciones", "Ações")])?;
    for (i, p) in u.series.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.write_string(r, 0, p.period.format("%d-%m-%Y").to_string())?;
        sheet.write_number(r, 1, p.active_users as f64)?;
        sheet.write_number(r, 2, p.sessions as f64)?;
        sheet.write_number(r, 3, p.actions as f64)?;
    }
    let sheet = book.add_worksheet().set_name(t("Módulos", "Módulos"))?;
    header(sheet, &[t("Módulo", "Módulo"), t("Acciones", "Ações"), t("Usuarios", "Usuários")])?;
    for (i, m) in u.modules.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.write_string(r, 0, module_name(&m.module, pt))?;
        sheet.write_number(r, 1, m.actions as f64)?;
        sheet.write_number(r, 2, m.users as f64)?;
    }
    let sheet = book.add_worksheet().set_name(t("Acciones", "Ações"))?;
    header(sheet, &[t("Módulo", "Módulo"), t("Acción", "Ação"), t("Cantidad", "Quantidade")])?;
    for (i, a) in u.actions.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.write_string(r, 0, module_name(&a.module, pt))?;
        sheet.write_string(r, 1, action_name(&a.action, pt))?;
        sheet.write_number(r, 2, a.count as f64)?;
    }
    let sheet = book.add_worksheet().set_name(t("Proyectos", "Projetos"))?;
    header(sheet, &[t("Proyecto", "Projeto"), t("Acciones", "Ações"), t("Usuarios", "Usuários")])?;
    for (i, p) in u.projects.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.write_string(r, 0, &p.name)?;
        sheet.write_number(r, 1, p.actions as f64)?;
        sheet.write_number(r, 2, p.users as f64)?;
    }
    book.save_to_buffer()
}
