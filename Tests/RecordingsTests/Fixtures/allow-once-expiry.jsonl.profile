# Calibrated by `locsim calibrate` from 1 recording on ios27-simulator.
# Each fitted figure says its samples; the others are kept from the base.
base ios27-simulator
initialCallbackDelay 2ms..9ms       # no evidence: kept from ios27-simulator
replyDelay 2ms..9ms                 # no evidence: kept from ios27-simulator
allowOnceExpiry 18s                 # 1 sample: 18s from 1 recording
fullAccuracyExpiry 11.3s            # no evidence: kept from ios27-simulator
failureToCallbackGap 1ms            # no evidence: kept from ios27-simulator
backgroundAccessLossDelay 2ms..9ms  # no evidence: kept from ios27-simulator
