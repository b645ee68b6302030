/// Relative activity by local hour 0…23, as personas draw the hours of their sessions.
package enum ActiveHours {
    /// A typical day: quiet at night, peaks at breakfast, after school and bedtime.
    package static let typicalDay: [Double] = [
        0.2, 0.1, 0.1, 0.1, 0.1, 0.3, 1.0, 2.0, 2.0, 1.5, 1.2, 1.2,
        1.3, 1.2, 1.2, 1.5, 2.0, 2.2, 2.5, 2.8, 2.2, 1.2, 0.6, 0.3,
    ]
}
