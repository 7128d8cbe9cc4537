//! The wire between JS values and Rust (src/wasm/wire.rs and wire.js), in wasm-bindgen-test:
//! values made by the writers go back through the readers and come out as they went in, and
//! what a reader refuses is one INVALID_ARGUMENT. (The whole API round trip, with every entry,
//! is tests/js/wire.test.mjs.)
#![cfg(target_arch = "wasm32")]

use chess_arbiter::wasm::error::ErrorCode;
use chess_arbiter::wasm::wire;
use chess_arbiter::{Color, Game, Outcome, Position, Square, Termination};
use js_sys::{Array, Map, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (name, value) in fields {
        Reflect::set(&o, &JsValue::from_str(name), value).unwrap();
    }
    o.into()
}

fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value).unwrap().into()
}

fn field(value: &JsValue, name: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(name)).unwrap()
}

#[wasm_bindgen_test]
fn every_move_object_reads_back_as_its_squares() {
    let pos = Position::from_fen("r3k2r/1P6/8/3Pp3/8/8/8/R3K2R w KQkq e6 0 1").unwrap();
    let moves = pos.legal_moves();
    let list = wire::moves_value(&pos, &moves, false);
    let list: &Array = list.unchecked_ref();
    assert_eq!(list.length() as usize, moves.len());
    for (m, value) in moves.iter().zip(list.iter()) {
        let one = wire::move_value(&pos, *m, false);
        assert_eq!(json(&value), json(&one), "moves() and play() agree");
        let squares: wire::MoveSquares = wire::move_input(&value).unwrap().unchecked_into();
        assert_eq!(Square::new(squares.from()), m.from());
        // Castling's object names the king's squares (e1g1) in a standard game.
        assert_eq!(Square::new(squares.to()), m.to());
        let promotion = squares.promotion().and_then(char::from_u32);
        assert_eq!(promotion, m.promotion().map(|r| r.char()));
        let uci = field(&value, "uci").as_string().unwrap();
        assert_eq!(
            wire::js_text(&wire::move_input(&uci.clone().into()).unwrap()),
            Some(uci)
        );
    }
}

#[wasm_bindgen_test]
fn game_options_keep_an_empty_fen_and_a_number() {
    let options = wire::game_options(&object(&[("fen", "".into())])).unwrap();
    assert_eq!(options.fen().as_deref(), Some(""));
    assert!(!options.chess960());
    let options = wire::game_options(&object(&[("chess960", 518.into())])).unwrap();
    assert_eq!(
        (options.fen(), options.chess960(), options.number()),
        (None, true, Some(518))
    );
    let options = wire::game_options(&JsValue::UNDEFINED).unwrap();
    assert_eq!(
        (options.fen(), options.chess960(), options.number()),
        (None, false, None)
    );
    let Err(refused) = wire::caught(wire::game_options(&object(&[("fen", 1.into())]))) else {
        panic!("a number is not a FEN");
    };
    assert_eq!(refused.code, ErrorCode::InvalidArgument);
    assert!(
        refused.message.contains("\"fen\" must be a string"),
        "{}",
        refused.message
    );
}

#[wasm_bindgen_test]
fn outcomes_lists_and_destinations() {
    let outcome = Outcome {
        termination: Termination::Checkmate,
        winner: Some(Color::Black),
    };
    let value = wire::outcome_value(outcome);
    assert_eq!(field(&value, "termination"), "checkmate");
    assert_eq!(field(&value, "winner"), "b");
    assert_eq!(field(&value, "result"), "0-1");
    assert!(wire::optional_outcome_value(None).is_null());
    let list = wire::string_array(["fifty_moves", "threefold_repetition"]);
    assert_eq!(list.get(1), "threefold_repetition");
    let game = Game::new();
    let pairs: Vec<u8> = game
        .dests()
        .iter()
        .flat_map(|&(f, t)| [f as u8, t as u8])
        .collect();
    let dests: Map = wire::decode_dests(&pairs).unchecked_into();
    assert_eq!(dests.size(), 10);
    let knight: Array = dests.get(&"g1".into()).unchecked_into();
    assert_eq!(
        knight.to_vec(),
        vec![JsValue::from("f3"), JsValue::from("h3")]
    );
    assert_eq!(
        wire::square_option(&object(&[("square", "h8".into())])).unwrap(),
        Some(63)
    );
}
