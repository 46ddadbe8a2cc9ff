//! The act's text as lopdf extracts it (as the product's API tests will read it):
//! every section, in Spanish and in Portuguese, accents included.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod common;

use act::{render, Act, Lang};
use common::{flat_text, sample_act};

fn assert_contains_all(text: &str, expected: &[&str]) {
    let missing: Vec<&&str> = expected.iter().filter(|s| !text.contains(**s)).collect();
    assert!(missing.is_empty(), "missing {missing:?} in:\n{text}");
}

#[test]
fn every_section_of_the_spanish_act_is_in_the_extracted_text_with_its_accents() {
    let text = flat_text(&render(&sample_act(Lang::Es)).unwrap());
    assert_contains_all(&text, &[
        "ACTA DE ENTREGA", "Constructora Andina S.A.", "Fecha: 07-03-2025",
        "1. Proyecto", "Edificio Los Aromos", "Av. Providencia 1234, Ñuñoa, Santiago", "Inmobiliaria Peñalolén SpA",
        "RUT inmobiliaria", "76.543.210-K", "Representante legal", "María José Ibáñez", "Recepción municipal", "15-01-2025",
        "2. Unidad", "Depto 1203", "Piso", "3D2B", "85,5 m²", "Estacionamientos", "E-45, E-46", "Bodegas", "B-12",
        "Fecha programada", "01-03-2025", "Fecha de entrega", "Inscripción en el Conservador de Bienes Raíces", "20-02-2025",
        "Responsable", "Tomás Güemes",
        "3. Propietarios y receptores", "Correo electrónico", "Teléfono", "Iñaki Muñoz", "Propietario", "Begoña Araújo", "Receptor",
        "iñaki@correo.example", "+56 9 8765 4321",
        "4. Medidores", "Luz", "Agua fría", "Agua caliente", "Gas", "Calefacción", "Lectura", "L-778812", "3,2 m³",
        "5. Accesorios", "Llaves puerta principal", "Cantidad", "Entregado", "Sí", "No",
        "6. Certificados", "Documento", "Entregado por", "Certificado de instalación de gas (TC6)", "Gasco Magallanes", "28-02-2025",
        "7. Revisión", "Cumple: 120", "Fallas: 2", "No aplica: 14", "Resueltas: 5", "Resueltas en postventa: 1",
        "Observaciones", "Recinto", "Lugar", "Ítem", "Problema", "Severidad", "Comentario", "Fotos",
        "Baño principal", "Ducha", "Fragüe", "Fisura", "¿Revisar sellado? ¡Urgente! Nº 5ª", "Grifería", "Filtración",
        "8. Nota", "Entrega realizada con ambos propietarios; se retocará la pintura del pasillo.",
        "9. Declaración",
        "Los receptores declaran recibir la unidad individualizada en este acta, con las observaciones indicadas, que serán atendidas por el servicio de postventa.",
        "10. Firmas", "RUT: 15.234.567-8", "Por la constructora",
        "Página 1 de",
    ]);
}

#[test]
fn every_section_of_the_portuguese_act_is_in_the_extracted_text_with_its_accents() {
    let text = flat_text(&render(&sample_act(Lang::Pt)).unwrap());
    assert_contains_all(&text, &[
        "TERMO DE ENTREGA", "Construtora Açaí Ltda.", "Data: 07-03-2025",
        "1. Projeto", "Residencial Ipê Amarelo", "Endereço", "Rua São João, 1500, São Paulo", "Incorporadora Ômega S.A.",
        "CNPJ da incorporadora", "12.345.678/0001-90", "João Conceição", "Habite-se",
        "2. Unidade", "Apto 1203", "Andar", "Tipologia", "3 dormitórios", "Área", "85,5 m²", "Vagas", "Depósitos",
        "Data agendada", "Data de entrega", "Registro no Cartório de Imóveis", "Responsável", "Lúcia Antônia",
        "3. Proprietários e recebedores", "Iñaki Muñoz", "Proprietário", "Conceição Araújo", "Recebedor", "E-mail", "Telefone",
        "4. Medidores", "Água fria", "Água quente", "Gás", "Aquecimento", "Leitura",
        "5. Acessórios", "Chaves da porta principal", "Controle do portão", "Quantidade", "Entregue", "Sim", "Não",
        "6. Certificados", "Entregue por", "Certificado de instalação de gás", "Gás Brasília",
        "7. Vistoria", "Conforme: 120", "Não conformidades: 2", "Não se aplica: 14", "Resolvidas: 5", "Resolvidas no pós-venda: 1",
        "Observações", "Ambiente", "Local", "Item", "Gravidade", "Comentário", "Banheiro", "Cozinha é ótima ção", "Trocar vedação à noite",
        "8. Observação geral", "pintura do hall será retocada.",
        "9. Declaração",
        "Os recebedores declaram receber a unidade descrita neste termo, com as observações indicadas, que serão atendidas pelo serviço de pós-venda.",
        "10. Assinaturas", "CPF: 15.234.567-8", "Pela construtora",
        "Página 1 de",
    ]);
}

#[test]
fn an_empty_act_still_prints_every_heading_with_a_dash_or_the_none_line() {
    for (lang, expected) in [
        (
            Lang::Es,
            [
                "1. Proyecto",
                "2. Unidad",
                "3. Propietarios y receptores",
                "4. Medidores",
                "5. Accesorios",
                "6. Certificados",
                "7. Revisión",
                "8. Nota",
                "9. Declaración",
                "10. Firmas",
                "Sin observaciones.",
            ],
        ),
        (
            Lang::Pt,
            [
                "1. Projeto",
                "2. Unidade",
                "3. Proprietários e recebedores",
                "4. Medidores",
                "5. Acessórios",
                "6. Certificados",
                "7. Vistoria",
                "8. Observação geral",
                "9. Declaração",
                "10. Assinaturas",
                "Sem observações.",
            ],
        ),
    ] {
        let act = Act { lang, ..Act::default() };
        let text = flat_text(&render(&act).unwrap());
        assert_contains_all(&text, &expected);
        assert!(text.matches('—').count() >= 10, "{text}");
        assert!(text.contains("Página 1 de"), "{text}");
        assert!(!text.contains(" · Página"), "{text}");
    }
}

#[test]
fn characters_outside_cp1252_print_as_question_marks() {
    let mut act = sample_act(Lang::Es);
    act.note = Some("Łódź 漢字 ok".into());
    let text = flat_text(&render(&act).unwrap());
    assert!(text.contains("?ód? ?? ok"), "{text}");
}
