#pragma once

#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace acceldecide {

// The one way AccelDecide reports a failure a user can cause (a bad file, a refused edit,
// a locked catalog): a value holding either the result or the reason, in every layer.
// Core's reasons are ValidationError lists, the catalog's DatabaseError, the GUI's a
// translated QString. Exceptions are kept for broken invariants only (a programming
// error), never for input.
//
// A small stand-in for C++23's std::expected, which the compilers we build with do not
// ship in C++20 mode; the names follow it so the switch is a rename.

// Wraps an error so that Expected<T, E> can be built from it even when T and E are the
// same type (Expected<QString, QString>).
template <typename E> struct Unexpected
{
    E error;
};
template <typename E> Unexpected(E) -> Unexpected<E>;

template <typename T, typename E> class Expected
{
public:
    Expected(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Expected(Unexpected<E> error) : m_state(std::in_place_index<1>, std::move(error.error)) {}
    // An error converts implicitly when it cannot be mistaken for a value.
    template <typename U = E>
    requires(!std::is_convertible_v<U, T> && std::is_same_v<U, E>) Expected(E error)
        : m_state(std::in_place_index<1>, std::move(error))
    {}

    bool ok() const { return m_state.index() == 0; }
    bool has_value() const { return ok(); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_state); }
    T &value() & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    const E &error() const & { return std::get<1>(m_state); }
    E &error() & { return std::get<1>(m_state); }
    E &&error() && { return std::get<1>(std::move(m_state)); }

private:
    std::variant<T, E> m_state;
};

// An operation with nothing to return: success, or the reason it failed. `return {};`
// succeeds; `if (!result)` tests for failure.
template <typename E> class Expected<void, E>
{
public:
    Expected() = default;
    Expected(Unexpected<E> error) : m_error(std::move(error.error)) {}
    Expected(E error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    bool has_value() const { return ok(); }
    explicit operator bool() const { return ok(); }

    const E &error() const & { return *m_error; }
    E &error() & { return *m_error; }
    E &&error() && { return std::move(*m_error); }

private:
    std::optional<E> m_error;
};

} // namespace acceldecide
