import Testing
import Vocabulary

@Suite("Vocabulary: one type per value, with one spelling per output")
struct VocabularyTests {
    @Test("every AuthorizationStatus prints its Core Location name, and reads back from it or its raw number")
    func authorizationStatusSpellings() {
        for status in AuthorizationStatus.allCases {
            #expect(status.description == status.name)
            #expect("\(status)" == status.name)
            #expect(AuthorizationStatus(name: status.name) == status)
            #expect(AuthorizationStatus(name: String(status.rawValue)) == nil)
            #expect(AuthorizationStatus(nameOrNumber: String(status.rawValue)) == status)
            #expect(AuthorizationStatus(nameOrNumber: status.name) == status)
        }
        #expect(AuthorizationStatus.names == AuthorizationStatus.allCases.map(\.name))
        #expect(AuthorizationStatus.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("every MotionStatus, Accuracy and LocationSetting reads back from the word it prints")
    func wordsRoundTrip() {
        for status in MotionStatus.allCases {
            #expect(MotionStatus(name: "\(status)") == status)
        }
        #expect(MotionStatus.names == ["notDetermined", "restricted", "denied", "authorized"])
        for accuracy in Accuracy.allCases {
            #expect(Accuracy(rawValue: "\(accuracy)") == accuracy)
        }
        for setting in LocationSetting.allCases {
            #expect(LocationSetting(rawValue: "\(setting)") == setting)
        }
        #expect(LocationSetting.names == ["never", "ask", "while-using", "always"])
    }

    @Test("a coordinate prints back as written, to the ninth decimal place")
    func coordinatePrintsAsWritten() throws {
        for text in ["51.5007,-0.1246", "51.50073509,-0.124612345", "-89.999999999,179.9", "0,0", "90,-180"] {
            let coordinate = try #require(Coordinate(parsing: text))
            #expect(coordinate.description == text)
            #expect(Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude) == coordinate)
        }
        #expect(Coordinate(parsing: "91,0") == nil)
        #expect(Coordinate(parsing: "0,180.000000001") == nil)
        #expect(Coordinate(parsing: "51.5, -0.1")?.description == "51.5,-0.1")
    }

    @Test("the system's micro-degree precision truncates toward zero and prints the same digits")
    func microdegreePrecisionTruncates() throws {
        let written = try #require(Coordinate(parsing: "51.50073509,-0.12461234"))
        let system = written.microdegreePrecision
        #expect(system.description == "51.500735,-0.124612")
        #expect(system.latitude_e6 == 51_500_735)
        #expect(system.longitude_e6 == -124_612)
        #expect(system == Coordinate(latitude_e6: 51_500_735, longitude_e6: -124_612))
        #expect(system.microdegreePrecision == system)
        #expect(Coordinate(parsing: "-0.0000005,0.0000009")?.microdegreePrecision.description == "0,0")
    }

    @Test("an exact decimal prints back as written, through the one decimal printer")
    func exactDecimalPrintsAsWritten() throws {
        let texts = ["51.5007", "-0.1246", "0.25", "-1", "0", "5411.8", "0.000000001", "-999999999.999999999"]
        for text in texts {
            #expect(try #require(ExactDecimal(parsing: text)).description == text)
        }
        #expect(ExactDecimal(parsing: "+3.50")?.description == "3.5")
        #expect(ExactDecimal(parsing: "-0.0")?.description == "0")
    }

    @Test("a quantity's order key and its inverse agree for every kind")
    func quantityOrderKeyInverse() throws {
        let quantities: [Quantity] = [
            .duration(.milliseconds(2)), .distance(meters: try #require(ExactDecimal(parsing: "5411.8"))),
            .number(ExactDecimal(4)), .flag(true), .flag(false),
        ]
        for quantity in quantities {
            #expect(quantity.with(orderKey: quantity.orderKey) == quantity)
        }
    }
}
